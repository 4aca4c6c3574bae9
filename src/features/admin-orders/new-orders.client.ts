/**
 * New orders on the back office's list without a reload (docs/admin.md "Orders"): every few seconds the list
 * asks for the orders placed since the newest it knows. On the first page with no filter they go straight in
 * at the top; elsewhere a notice says how many there are, with a link to them.
 */
import { callChecked } from '#src/http/call.client.ts';
import type { NewerOrdersAnswer } from './new-orders-answers.ts';

const schema = () => import('./new-orders-answers.ts').then((m) => m.newerOrdersSchema);

function rowOf(template: HTMLTemplateElement, order: NewerOrdersAnswer['orders'][number]): HTMLElement {
  const row = (template.content.firstElementChild as HTMLElement).cloneNode(true) as HTMLElement;
  row.dataset.order = String(order.number);
  for (const cell of row.querySelectorAll<HTMLElement>('[data-cell]')) {
    const key = cell.dataset.cell as keyof typeof order;
    const value = order[key];
    if (key === 'flagged' && !value) cell.remove();
    else cell.textContent = String(value ?? '');
  }
  row.querySelector('a')?.setAttribute('href', order.href);
  return row;
}

export function watchNewOrders(): void {
  const root = document.querySelector<HTMLElement>('[data-order-list]');
  if (!root) return;
  const live = root.dataset.live === 'insert';
  const every = Math.max(1, Number(root.dataset.refreshSeconds) || 4) * 1000;
  // On a filtered page the count is of every order since the page loaded: `than` stays where it was.
  let than = Number(root.dataset.newest) || 0;
  const rows = root.querySelector<HTMLElement>('[data-order-rows]');
  const template = root.querySelector<HTMLTemplateElement>('template[data-order-row]');
  const notice = root.querySelector<HTMLElement>('[data-new-orders]');
  const noticeText = root.querySelector<HTMLElement>('[data-new-orders-text]');
  let asking = false;

  const ask = async () => {
    if (asking || document.hidden) return;
    asking = true;
    try {
      const answer = await callChecked(`admin/orders/newer?than=${than}`, schema);
      const body = answer.checked;
      if (!body || body.count === 0) return;
      if (live && rows && template) {
        for (const order of [...body.orders].reverse())
          if (!rows.querySelector(`[data-order="${order.number}"]`)) rows.prepend(rowOf(template, order));
        root.querySelector('[data-no-orders]')?.remove();
        than = body.newest;
      } else if (notice && noticeText) {
        noticeText.textContent = body.notice;
        notice.hidden = false;
      }
    } finally {
      asking = false;
    }
  };
  setInterval(() => void ask(), every);
}
