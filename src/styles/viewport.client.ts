/** Which of the shop's three layouts the browser shows now (breakpoints from the shop config). */
import { breakpoints } from '#src/config/screens.ts';

export type View = 'mobile' | 'tablet' | 'desktop';

export function currentView(): View {
  if (matchMedia(`(min-width: ${breakpoints.desktopFromPx}px)`).matches) return 'desktop';
  if (matchMedia(`(min-width: ${breakpoints.tabletFromPx}px)`).matches) return 'tablet';
  return 'mobile';
}
