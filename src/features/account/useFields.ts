/**
 * Form state for the account forms (docs/product.md §5): every field is checked
 * on every change; a field's error is shown only once it has been focused and
 * is no longer focused; the form is blocked while any field has an error.
 */
import { useState } from 'react';
import type { RuleCode } from '#src/commerce/accounts/rules.ts';

export type FieldRule<K extends string> = (value: string, values: Record<K, string>) => RuleCode | null;

export interface FieldState {
  value: string;
  /** The rule broken, to show now (null while focused, before the first visit, or when fine). */
  shownError: RuleCode | null;
  onChange(value: string): void;
  onFocus(): void;
  onBlur(): void;
}

export interface Fields<K extends string> {
  field(name: K): FieldState;
  values: Record<K, string>;
  /** True while any field breaks its rule, shown or not. */
  blocked: boolean;
}

export function useFields<K extends string>(
  rules: Record<K, FieldRule<NoInfer<K>>>,
  initial: Record<K, string>,
): Fields<K> {
  const [values, setValues] = useState(initial);
  const [visited, setVisited] = useState<ReadonlySet<K>>(new Set());
  const [focused, setFocused] = useState<K | null>(null);
  const names = Object.keys(rules) as K[];
  const errors = Object.fromEntries(names.map((name) => [name, rules[name](values[name], values)])) as Record<
    K,
    RuleCode | null
  >;
  return {
    values,
    blocked: names.some((name) => errors[name] !== null),
    field: (name) => ({
      value: values[name],
      shownError: visited.has(name) && focused !== name ? errors[name] : null,
      onChange: (value) => setValues((current) => ({ ...current, [name]: value })),
      onFocus: () => {
        setFocused(name);
        setVisited((current) => new Set(current).add(name));
      },
      onBlur: () => setFocused((current) => (current === name ? null : current)),
    }),
  };
}
