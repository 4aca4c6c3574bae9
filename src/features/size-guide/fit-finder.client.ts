/**
 * The fit finder's behaviour (FitFinder.astro): on submit, the size to buy
 * and its age band, or why the length is refused, announced in the form's
 * status region. Its words come from the form (data-fit-finder), in the page's
 * language: this script holds no copy.
 */
import { FOOT_LENGTH_INPUT } from '#src/config/size-chart.ts';
import { fill } from '#src/i18n/messages.ts';
import { findFit, type FitFinderData, type FitResult } from './fit.ts';

function errorOf(result: FitResult, { t }: FitFinderData): string | null {
  switch (result.kind) {
    case 'empty':
      return t.errors.empty;
    case 'not-a-number':
      return t.errors.notANumber;
    case 'out-of-range':
      return fill(t.errors.outOfRange, { min: FOOT_LENGTH_INPUT.minCm, max: FOOT_LENGTH_INPUT.maxCm });
    default:
      return null;
  }
}

function paragraph(text: string, className?: string): HTMLParagraphElement {
  const element = document.createElement('p');
  if (className) element.className = className;
  element.textContent = text;
  return element;
}

/** `sizeClass` styles the 'Buy EU 25' line: the form's module class, handed over in data-size-class. */
function answerOf(result: FitResult, { t, bands }: FitFinderData, sizeClass: string | undefined): HTMLElement[] {
  if (result.kind === 'larger-than-chart')
    return [paragraph(fill(t.largerThanChart, { eu: result.largest.eu, cm: result.largest.footCm.toFixed(1) }))];
  if (result.kind !== 'size') return [];
  const { row } = result;
  const band = bands[result.band.group];
  const link = document.createElement('a');
  link.className = 'text-link';
  link.href = band.href;
  link.textContent = fill(t.shopBand, { band: band.name });
  return [
    paragraph(fill(t.buy, { eu: row.eu }), sizeClass),
    paragraph(fill(t.fits, { cm: row.footCm.toFixed(1), band: band.name, ages: band.ages })),
    link,
  ];
}

function enhance(form: HTMLFormElement): void {
  const data = JSON.parse(form.dataset.fitFinder!) as FitFinderData;
  const input = form.elements.namedItem('footLength') as HTMLInputElement;
  const error = form.querySelector<HTMLElement>('[data-fit-error]')!;
  const status = form.querySelector<HTMLElement>('[role="status"]')!;
  const hintId = input.getAttribute('aria-describedby')!;

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const result = findFit(input.value);
    const refusal = errorOf(result, data);
    error.textContent = refusal ?? '';
    error.hidden = !refusal;
    if (refusal) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    input.setAttribute('aria-describedby', refusal ? `${hintId} ${error.id}` : hintId);
    status.replaceChildren(...answerOf(result, data, form.dataset.sizeClass));
  });
  form.dataset.enhanced = '';
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-fit-finder]')) enhance(form);
