/**
 * Brings every [data-carousel] on the page to life: indicators, autoplay with
 * a pause control, and swipes. Slides are laid out by CSS; this module only
 * moves `--slide`, marks the current slide and keeps the others inert.
 */
import { autoplays, readingDistance, stepSlide, swipeStep } from './carousel-rules.ts';

function enhanceCarousel(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const indicators = [...root.querySelectorAll<HTMLButtonElement>('[data-carousel-indicator]')];
  const pauseButton = root.querySelector<HTMLButtonElement>('[data-carousel-pause]');
  const interval = Number(root.dataset.interval);
  const tolerance = Number(root.dataset.swipeTolerance);
  // Arabic pages run the other way: the track slides right to show the next slide (Carousel.module.css).
  const direction = getComputedStyle(root).direction === 'rtl' ? 'rtl' : 'ltr';
  const allowed = autoplays(slides.length, matchMedia('(prefers-reduced-motion: reduce)').matches);
  let current = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  let pausedByShopper = false;

  const show = (index: number) => {
    current = index;
    root.style.setProperty('--slide', String(current));
    slides.forEach((slide, i) => {
      slide.inert = i !== current;
      slide.setAttribute('aria-hidden', String(i !== current));
    });
    indicators.forEach((button, i) => button.setAttribute('aria-current', String(i === current)));
  };
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const start = () => {
    if (timer || pausedByShopper || !allowed) return;
    timer = setInterval(() => show(stepSlide(current, slides.length, 1)), interval);
  };
  // 'on' while autoplay runs or is only held by hover or focus, 'paused' by the shopper, 'off' when it never runs.
  const syncState = () => {
    root.dataset.autoplay = !allowed ? 'off' : pausedByShopper ? 'paused' : 'on';
    pauseButton?.setAttribute('aria-pressed', String(pausedByShopper));
  };

  indicators.forEach((button, i) => button.addEventListener('click', () => show(i)));
  pauseButton?.addEventListener('click', () => {
    pausedByShopper = !pausedByShopper;
    if (pausedByShopper) stop();
    else start();
    syncState();
  });
  // Nothing moves under the pointer or while a control inside has focus.
  root.addEventListener('pointerenter', stop);
  root.addEventListener('pointerleave', start);
  root.addEventListener('focusin', stop);
  root.addEventListener('focusout', start);

  let startX = 0;
  let startY = 0;
  root.addEventListener('pointerdown', (event) => {
    startX = event.clientX;
    startY = event.clientY;
  });
  root.addEventListener('pointerup', (event) => {
    const dx = readingDistance(startX, event.clientX, direction);
    const step = swipeStep(dx, startY - event.clientY, tolerance);
    if (step !== 0 && slides.length > 1) show(stepSlide(current, slides.length, step));
  });

  show(0);
  start();
  syncState();
}

export function enhanceCarousels(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-carousel]')) enhanceCarousel(root);
}
