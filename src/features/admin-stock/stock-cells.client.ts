/**
 * The stock grid with JavaScript: a cell's form posts to /api/admin/stock instead of reloading the page,
 * and its outcome shows at the cell and in its style's notice. The words come from the grid's data
 * attributes, in the page's language; the figure the cell was loaded with (`expected`) follows each saved
 * or refused change, so the next change is made against the figure the page now shows.
 */
import { callChecked } from '#src/http/call.client.ts';

const figureShape = () => import('./stock-answers.ts').then((answers) => answers.figureSchema);

type Outcome = 'saved' | 'stale' | 'invalid' | 'unknown' | 'signedOut' | 'failed';

function outcomeOf(status: number): Outcome {
  if (status === 200) return 'saved';
  if (status === 409) return 'stale';
  if (status === 400) return 'invalid';
  if (status === 404) return 'unknown';
  if (status === 401 || status === 403) return 'signedOut';
  return 'failed';
}

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

export function wireStockCells(): void {
  const grid = document.querySelector<HTMLElement>('[data-stock-grid]');
  if (!grid) return;
  const words = grid.dataset;
  grid.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches('[data-stock-cell]')) return;
    event.preventDefault();
    void save(form, words);
  });
}

async function save(form: HTMLFormElement, words: DOMStringMap): Promise<void> {
  const expectedField = form.elements.namedItem('expected') as HTMLInputElement;
  const input = form.elements.namedItem('next') as HTMLInputElement;
  const button = form.querySelector('button')!;
  const status = form.querySelector<HTMLElement>('[data-cell-status]')!;
  const notice = form.closest('[data-stock-style]')?.querySelector<HTMLElement>('[data-style-notice]');
  const next = Number(input.value);
  if (!input.checkValidity() || input.value.trim() === '') {
    input.reportValidity();
    return;
  }
  button.disabled = true;
  status.textContent = words.saving ?? '';
  const answer = await callChecked('admin/stock', figureShape, {
    variantId: (form.elements.namedItem('variantId') as HTMLInputElement).value,
    expected: Number(expectedField.value),
    next,
  });
  button.disabled = false;
  let outcome = outcomeOf(answer.status);
  const available = answer.checked?.available;
  if ((outcome === 'saved' || outcome === 'stale') && available === undefined) outcome = 'failed';
  const values = { available: available ?? '', most: input.max };
  if (available !== undefined) {
    expectedField.value = String(available);
    input.value = String(available);
    input.defaultValue = String(available);
    form.dataset.level = available === 0 ? 'out' : available <= Number(words.lowAt) ? 'low' : 'ok';
  }
  form.dataset.outcome = outcome;
  status.textContent = fill(words[`${outcome}Short`] ?? '', values);
  if (notice) {
    notice.hidden = outcome === 'saved';
    notice.textContent =
      outcome === 'saved'
        ? ''
        : fill(words.where ?? '{where}: {message}', {
            where: form.dataset.where ?? '',
            message: fill(words[outcome] ?? '', values),
          });
  }
  if (outcome === 'stale') input.focus();
}
