/**
 * The fit finder's behaviour (FitFinder.astro): on submit, the size to buy
 * and its age band, or why the length is refused, announced in the form's
 * status region.
 */
import { listingPath } from '#src/catalogue/paths.ts';
import { FOOT_LENGTH_INPUT } from '#src/config/size-chart.ts';
import { sizeGuideMessages as t } from '#src/i18n/messages.en.ts';
import { findFit, type FitResult } from './fit.ts';

function errorOf(result: FitResult): string | null {
  switch (result.kind) {
    case 'empty':
      return t.errors.empty;
    case 'not-a-number':
      return t.errors.notANumber;
    case 'out-of-range':
      return t.errors.outOfRange(FOOT_LENGTH_INPUT.minCm, FOOT_LENGTH_INPUT.maxCm);
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
function answerOf(result: FitResult, sizeClass: string | undefined): HTMLElement[] {
  if (result.kind === 'larger-than-chart')
    return [paragraph(t.largerThanChart(result.largest.eu, result.largest.footCm))];
  if (result.kind !== 'size') return [];
  const { row, band } = result;
  const link = document.createElement('a');
  link.className = 'text-link';
  link.href = listingPath(band.group);
  link.textContent = t.shopBand(band.label);
  return [
    paragraph(t.buy(row.eu), sizeClass),
    paragraph(t.fits(row.footCm, band.label, band.minAge, band.maxAge)),
    link,
  ];
}

function enhance(form: HTMLFormElement): void {
  const input = form.elements.namedItem('footLength') as HTMLInputElement;
  const error = form.querySelector<HTMLElement>('[data-fit-error]')!;
  const status = form.querySelector<HTMLElement>('[role="status"]')!;
  const hintId = input.getAttribute('aria-describedby')!;

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const result = findFit(input.value);
    const refusal = errorOf(result);
    error.textContent = refusal ?? '';
    error.hidden = !refusal;
    if (refusal) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
    input.setAttribute('aria-describedby', refusal ? `${hintId} ${error.id}` : hintId);
    status.replaceChildren(...answerOf(result, form.dataset.sizeClass));
  });
  form.dataset.enhanced = '';
}

for (const form of document.querySelectorAll<HTMLFormElement>('form[data-fit-finder]')) enhance(form);
