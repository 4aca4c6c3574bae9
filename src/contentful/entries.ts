/**
 * Reading entries and assets as the Delivery API gives them with `locale=*`: every field an object of
 * values by locale code (`{ "en-US": "…", "ar": "…" }`), links unresolved (`{ sys: { type: 'Link', … } }`).
 * Shared by the mappers of the blog and of the catalogue.
 */
import { z } from 'zod';

export const linkTo = (linkType: 'Asset' | 'Entry') =>
  z.object(
    { sys: z.object({ type: z.literal('Link'), linkType: z.literal(linkType), id: z.string().min(1) }) },
    { error: `is not a link to an ${linkType.toLowerCase()}` },
  );

/** An asset as the shop reads it: its title and description (alt text), and its file's URL and size. */
export const assetSchema = z.object({
  sys: z.object({ id: z.string().min(1) }),
  fields: z.object({
    title: z.string().optional(),
    description: z.string().optional(),
    file: z.object({
      url: z.string().min(1),
      contentType: z.string().optional(),
      details: z.object({ image: z.object({ width: z.number(), height: z.number() }).optional() }).optional(),
    }),
  }),
});
export type Asset = z.infer<typeof assetSchema>;

export const entrySysSchema = z.object({
  sys: z.object({ id: z.string().min(1) }),
  fields: z.record(z.string(), z.unknown()),
});

/** Where a zod issue lies, as an editor would name it: the field and the place inside it. */
export function fieldOf(issue: z.core.$ZodIssue): string {
  return issue.path.length ? issue.path.map(String).join('.') : '(entry)';
}

/**
 * Resources by id, parsed with `schema`; a malformed one is kept as the reason, to be reported by the
 * entry that links to it (a resource nothing links to may be malformed without harm).
 */
export function indexById<T extends { sys: { id: string } }>(
  raws: readonly unknown[],
  schema: z.ZodType<T>,
): Map<string, T | string> {
  const index = new Map<string, T | string>();
  for (const raw of raws) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) index.set(parsed.data.sys.id, parsed.data);
    else {
      const id = z.object({ sys: z.object({ id: z.string() }) }).safeParse(raw);
      const issue = parsed.error.issues[0]!;
      if (id.success) index.set(id.data.sys.id, `${fieldOf(issue)} ${issue.message}`);
    }
  }
  return index;
}

/**
 * One locale's view of an entry or asset given in every locale (`locale=*`): each field's value in
 * `code`, else in `fallback` (Contentful's non-localised fields only exist in the default locale),
 * except the fields named in `noFallback`.
 */
export function inLocale(raw: unknown, code: string, fallback?: string, noFallback: readonly string[] = []): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const { fields, ...rest } = raw as { fields?: unknown };
  if (!fields || typeof fields !== 'object') return raw;
  const values: Record<string, unknown> = {};
  for (const [name, byLocale] of Object.entries(fields)) {
    if (!byLocale || typeof byLocale !== 'object') continue;
    const value = (byLocale as Record<string, unknown>)[code];
    const usable =
      value ?? (fallback && !noFallback.includes(name) ? (byLocale as Record<string, unknown>)[fallback] : undefined);
    if (usable !== undefined) values[name] = usable;
  }
  return { ...rest, fields: values };
}

/** A value of an entry that the shop cannot use: which entry, which field, what is wrong, and in which locale. */
export class EntryError extends Error {
  readonly entryId: string;
  readonly field: string;
  readonly problem: string;
  /** The Contentful locale of the faulty value, when it is not the English one. */
  readonly locale: string | undefined;
  constructor(kind: string, entryId: string, field: string, problem: string, locale?: string) {
    super(`${kind} "${entryId}", field "${field}"${locale ? ` in locale "${locale}"` : ''}: ${problem}`);
    this.entryId = entryId;
    this.field = field;
    this.problem = problem;
    this.locale = locale;
  }
}
