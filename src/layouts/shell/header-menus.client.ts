/**
 * The header's behaviour, bundled by Astro as one small module: desktop hover
 * panels (disclosure buttons that mouse hover also drives), the mobile drawer
 * and its accordion. Markup and ARIA are rendered at build time; this only
 * flips aria-expanded and `hidden`.
 */
import { enhanceModal } from '#src/components/dialog/modal.client.ts';

/** Long enough to cross the gap between an entry and its panel without it closing. */
const HOVER_CLOSE_DELAY_MS = 150;
const DESKTOP_QUERY = '(min-width: 960px)';

function isExpanded(toggle: HTMLElement): boolean {
  return toggle.getAttribute('aria-expanded') === 'true';
}

function setExpanded(toggle: HTMLElement, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (panel) panel.hidden = !open;
}

function enhanceFlyouts(nav: HTMLElement): void {
  const items = [...nav.querySelectorAll<HTMLElement>('[data-flyout]')].map((item) => ({
    item,
    toggle: item.querySelector<HTMLElement>('[data-flyout-toggle]')!,
  }));
  let closeTimer: ReturnType<typeof setTimeout> | undefined;
  const openOnly = (toggle: HTMLElement) => {
    for (const other of items)
      if (other.toggle !== toggle && isExpanded(other.toggle)) setExpanded(other.toggle, false);
    setExpanded(toggle, true);
  };

  for (const { item, toggle } of items) {
    item.addEventListener('pointerenter', (event) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(closeTimer);
      openOnly(toggle);
    });
    item.addEventListener('pointerleave', (event) => {
      if (event.pointerType !== 'mouse') return;
      closeTimer = setTimeout(() => setExpanded(toggle, false), HOVER_CLOSE_DELAY_MS);
    });
    toggle.addEventListener('click', () => (isExpanded(toggle) ? setExpanded(toggle, false) : openOnly(toggle)));
    item.addEventListener('focusout', (event) => {
      if (!item.contains(event.relatedTarget as Node | null)) setExpanded(toggle, false);
    });
    item.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !isExpanded(toggle)) return;
      setExpanded(toggle, false);
      toggle.focus();
    });
  }
  document.addEventListener('click', (event) => {
    if (nav.contains(event.target as Node)) return;
    for (const { toggle } of items) if (isExpanded(toggle)) setExpanded(toggle, false);
  });
  // From here on the script owns the panels; the CSS hover fallback steps aside.
  nav.dataset.enhanced = '';
}

function enhanceDrawer(opener: HTMLElement, drawer: HTMLDialogElement): void {
  opener.addEventListener('click', () => {
    drawer.showModal();
    opener.setAttribute('aria-expanded', 'true');
  });
  drawer.addEventListener('close', () => opener.setAttribute('aria-expanded', 'false'));
  enhanceModal(drawer);
  for (const toggle of drawer.querySelectorAll<HTMLElement>('[data-accordion-toggle]')) {
    toggle.addEventListener('click', () => setExpanded(toggle, !isExpanded(toggle)));
  }
  matchMedia(DESKTOP_QUERY).addEventListener('change', (query) => {
    if (query.matches && drawer.open) drawer.close();
  });
}

export function enhanceHeader(): void {
  const nav = document.querySelector<HTMLElement>('[data-flyouts]');
  if (nav) enhanceFlyouts(nav);
  const opener = document.querySelector<HTMLElement>('[data-drawer-open]');
  const drawer = document.querySelector<HTMLDialogElement>('[data-drawer]');
  if (opener && drawer) enhanceDrawer(opener, drawer);
}
