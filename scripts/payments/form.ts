/**
 * Stripe's request bodies and query strings: form-encoded, nesting written in brackets
 * (`line_items[0][price_data][unit_amount]=12500`, `metadata[order_id]=x`, `expand[]=payment_intent`).
 * Decoded into plain objects whose leaves are strings; a level whose keys are all indices becomes an array.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

export function decodeForm(text: string): Form {
  const root: Form = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = keyPath(name);
    if (path) place(root, path, value);
  }
  return arraysOf(root) as Form;
}

/** `a[b][0]` → ['a', 'b', '0']; `a[]` → ['a', ''] (the next free index); a malformed name is dropped. */
function keyPath(name: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(name);
  if (!match) return undefined;
  const rest = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!);
  return [match[1]!, ...rest];
}

function place(root: Form, path: string[], value: string): void {
  let level: { [key: string]: FormValue } = root;
  for (const [i, segment] of path.entries()) {
    const key = segment === '' ? String(Object.keys(level).length) : segment;
    if (i === path.length - 1) {
      level[key] = value;
      return;
    }
    const next = level[key];
    // A name used both as a leaf and as a parent (`a=1&a[b]=2`): the later, deeper one wins, as in qs.
    if (typeof next !== 'object' || Array.isArray(next)) level[key] = {};
    level = level[key] as { [key: string]: FormValue };
  }
}

function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, arraysOf(value[key]!)]));
  if (keys.length === 0 || !keys.every((key) => /^\d+$/.test(key))) return converted;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key]!);
}
