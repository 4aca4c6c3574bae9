/**
 * Keeps the language switchers' addresses on the page the shopper is looking at: the query string
 * (filters, sort, page, search words) can change in the browser after the page was built, so it is
 * copied onto the link whenever the link is about to be followed.
 */
export function followQuery(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) {
    const update = () => {
      const target = new URL(link.href);
      target.search = location.search;
      link.href = target.href;
    };
    for (const event of ['pointerdown', 'focus', 'click', 'auxclick', 'contextmenu'])
      link.addEventListener(event, update);
  }
}
