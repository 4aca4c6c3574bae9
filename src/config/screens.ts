/**
 * How the storefront behaves on a screen: the breakpoints and the timings of carousels, banners and
 * loading states.
 */
export const breakpoints = { tabletFromPx: 480, desktopFromPx: 960, resizeDebounceMs: 200 } as const;

export const timing = {
  heroIntervalMs: 5000,
  carouselIntervalMs: 3000,
  carouselTransitionMs: 350,
  swipeTolerancePx: 50,
  cartBannerMs: 3000,
  productLoadingHideMs: 500,
} as const;
