/** SPEC.md's "goes back one page"; a page opened directly (nothing to go back to) goes home instead. */
export function goBack(): void {
  if (history.length > 1 && document.referrer) history.back();
  else location.replace('/');
}
