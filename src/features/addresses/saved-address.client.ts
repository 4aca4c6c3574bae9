/**
 * The checkout's saved-address choice: choosing an address fills the delivery fields with it; typing in
 * one of them afterwards makes it a new address again (the server would otherwise take the saved one).
 */
const FIELDS = ['name', 'phone', 'emirate', 'area', 'address'] as const;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function fillFromSavedAddress(): void {
  const choices = document.querySelector<HTMLFieldSetElement>('[data-saved-addresses]');
  const form = choices?.form;
  if (!choices || !form) return;
  const control = (name: string) => form.elements.namedItem(name) as Control | null;
  const newAddress = choices.querySelector<HTMLInputElement>('input[value=""]');
  choices.addEventListener('change', (event) => {
    const chosen = event.target as HTMLInputElement;
    if (!chosen.dataset.address) return;
    const address = JSON.parse(chosen.dataset.address) as Record<(typeof FIELDS)[number], string>;
    for (const field of FIELDS) {
      const input = control(field);
      if (input) input.value = address[field];
    }
  });
  for (const field of FIELDS)
    control(field)?.addEventListener('input', () => {
      if (newAddress) newAddress.checked = true;
    });
}
