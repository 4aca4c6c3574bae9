/**
 * Intl's formatters, each made once per language and options: making one loads ICU's data for it, a
 * fraction of a millisecond on a server but far more on a phone, and pages are pre-rendered by the hundred.
 */
const made = new Map<string, unknown>();

/** The formatter kept under `key`, made by `make` the first time. */
export function intlOnce<T>(key: string, make: () => T): T {
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) made.set(key, (formatter = make()));
  return formatter;
}
