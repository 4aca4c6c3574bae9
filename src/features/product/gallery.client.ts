/**
 * The product gallery's small behaviours: carousel indicators that follow the
 * swipe and jump to a picture, and 'show more' on desktop. The swipe itself is
 * the browser's own scroll snapping, so it works before this script runs.
 */
export function enhanceGallery(gallery: HTMLElement): void {
  const slides = gallery.querySelector<HTMLElement>('[data-slides]');
  const dots = [...gallery.querySelectorAll<HTMLButtonElement>('[data-dot]')];
  if (slides && dots.length > 0) {
    const items = [...slides.children] as HTMLElement[];
    const mark = (current: number) =>
      dots.forEach((dot, index) => dot.setAttribute('aria-current', String(index === current)));
    const seen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) mark(items.indexOf(entry.target as HTMLElement));
      },
      { root: slides, threshold: 0.6 },
    );
    items.forEach((item) => seen.observe(item));
    dots.forEach((dot, index) =>
      dot.addEventListener('click', () => items[index]!.scrollIntoView({ block: 'nearest', inline: 'center' })),
    );
  }
  const showMore = gallery.querySelector<HTMLButtonElement>('[data-show-more]');
  const more = gallery.querySelector<HTMLElement>('[data-more]');
  if (!showMore || !more) return;
  showMore.addEventListener('click', () => {
    more.hidden = false;
    showMore.setAttribute('aria-expanded', 'true');
    showMore.hidden = true;
    // The button is gone: keep the keyboard user's place on what it revealed.
    more.tabIndex = -1;
    more.focus({ preventScroll: true });
  });
}
