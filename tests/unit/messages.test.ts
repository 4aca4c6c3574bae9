/**
 * Every feature's copy exists in English and Arabic (docs/product.md §13): the type check refuses a
 * missing key; this proves the rest, over every messages module in the tree: no empty text, the same
 * placeholders in both editions, and counts written in the forms each language needs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeholders, plural, type Plural } from '#src/i18n/messages.ts';
import { LANGUAGE_TAG, LOCALES } from '#src/i18n/locales.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** Every module that writes copy: the ones that call defineMessages (src/i18n/messages.ts defines it). */
function messageModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return messageModules(path);
    const writesCopy = entry.name.endsWith('.ts') && readFileSync(path, 'utf8').includes('defineMessages(');
    return writesCopy && !path.endsWith(join('i18n', 'messages.ts')) ? [path] : [];
  });
}

type Tree = string | Plural | readonly Tree[] | { readonly [key: string]: Tree };

const isPlural = (value: unknown): value is Plural =>
  typeof value === 'object' && value !== null && 'other' in value && typeof value.other === 'string';

/** Pairs of texts at the same place in both editions, named by their path. */
function pairs(en: Tree, ar: Tree, path: string): Array<{ path: string; en: Tree; ar: Tree }> {
  if (typeof en === 'string' || isPlural(en)) return [{ path, en, ar }];
  if (Array.isArray(en)) return en.flatMap((item, i) => pairs(item, (ar as readonly Tree[])[i]!, `${path}[${i}]`));
  return Object.entries(en).flatMap(([key, value]) =>
    pairs(value, (ar as Record<string, Tree>)[key]!, `${path}.${key}`),
  );
}

const texts = (message: Tree): string[] => (typeof message === 'string' ? [message] : Object.values(message as Plural));

const editions = await Promise.all(
  messageModules(join(ROOT, 'src')).map(async (file) => {
    const module = (await import(file)) as Record<string, unknown>;
    return Object.entries(module)
      .filter(([, value]) => typeof value === 'object' && value !== null && 'en' in value && 'ar' in value)
      .map(([name, value]) => ({
        name: `${relative(ROOT, file)} ${name}`,
        ...(value as { en: Tree; ar: Tree }),
      }));
  }),
).then((lists) => lists.flat());

describe('the copy in both languages', () => {
  it('is found in the features that have it', () => {
    expect(editions.map((edition) => edition.name)).toContain('src/features/newsletter/messages.ts newsletterMessages');
  });

  describe.each(editions)('$name', ({ en, ar }) => {
    const all = pairs(en, ar, '');

    it('has every English text in Arabic, none of them empty', () => {
      for (const { path, ar: arabic } of all) {
        expect(arabic, path).toBeDefined();
        for (const text of texts(arabic)) expect(text.trim(), path).not.toBe('');
      }
    });

    it('uses the same placeholders in both editions', () => {
      for (const { path, en: english, ar: arabic } of all) {
        const names = (message: Tree) => [...new Set(texts(message).flatMap(placeholders))].sort();
        expect(names(arabic), path).toEqual(names(english));
      }
    });

    it("chooses each whole count's form as Intl.PluralRules does, without starting the browser's ICU", () => {
      for (const locale of LOCALES) {
        const rules = new Intl.PluralRules(LANGUAGE_TAG[locale]);
        const forms = Object.fromEntries(
          (['zero', 'one', 'two', 'few', 'many', 'other'] as const).map((form) => [form, form]),
        ) as Required<Plural>;
        for (let count = 0; count <= 10_000; count++)
          expect(plural(locale, forms, count), `${locale} ${count}`).toBe(rules.select(count));
        expect(plural(locale, forms, 1.5)).toBe(rules.select(1.5));
      }
    });

    it('writes counts in every form each language uses', () => {
      for (const { path, en: english, ar: arabic } of all) {
        if (!isPlural(english)) continue;
        expect(isPlural(arabic), path).toBe(true);
        for (const locale of LOCALES) {
          const forms = locale === 'en' ? english : (arabic as Plural);
          const rules = new Intl.PluralRules(locale);
          for (const form of rules.resolvedOptions().pluralCategories)
            expect(forms[form as keyof Plural], `${path} (${locale}, ${form})`).toBeDefined();
          expect(plural(locale, forms, 3)).not.toMatch(/\{count\}/);
        }
      }
    });
  });
});
