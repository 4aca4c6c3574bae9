/**
 * The store switcher: choosing a card points the one map frame at that store.
 * The frame's first address is set only when it comes near the screen (or on
 * the first choice), so the map costs nothing to shoppers who never scroll to it.
 */
function showStore(frame: HTMLIFrameElement, src: string, title: string): void {
  if (frame.getAttribute('src') !== src) frame.src = src;
  frame.title = title;
}

export function enhanceStoreLocator(): void {
  const frame = document.querySelector<HTMLIFrameElement>('[data-store-map]');
  if (!frame) return;
  const cards = [...document.querySelectorAll<HTMLButtonElement>('[data-store-card]')];
  for (const card of cards) {
    card.addEventListener('click', () => {
      for (const other of cards) other.setAttribute('aria-pressed', String(other === card));
      showStore(frame, card.dataset.mapSrc!, card.dataset.mapTitle!);
    });
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if (!frame.getAttribute('src')) frame.src = frame.dataset.mapSrc!;
    },
    { rootMargin: '200px' },
  );
  observer.observe(frame);
}
