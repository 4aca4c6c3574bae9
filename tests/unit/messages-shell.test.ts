import { describe, expect, it } from 'vitest';
import { breadcrumbMessages } from '#src/components/breadcrumb/messages.ts';
import { carouselMessages } from '#src/components/carousel/messages.ts';
import { shellMessages, storeMessages } from '#src/components/shell/messages.ts';
import { aboutMessages } from '#src/features/about/messages.ts';
import { homeMessages, offerMessages } from '#src/features/home/messages.ts';
import { loadingMessages } from '#src/features/loading/messages.ts';
import { errorPageMessages } from '#src/features/not-found/messages.ts';
import { placeholders } from '#src/i18n/messages.ts';

type Entry = { path: string; names: string[]; plural: boolean };

/** Every text of an edition with the placeholders it uses; a plural's forms count as one text. */
function texts(value: unknown, path = ''): Entry[] {
  if (typeof value === 'string') return [{ path, names: placeholders(value).sort(), plural: false }];
  if (value && typeof value === 'object' && 'other' in value) {
    const names = new Set(Object.values(value).flatMap((form) => placeholders(String(form))));
    return [{ path, names: [...names].sort(), plural: true }];
  }
  return Object.entries(value as object).flatMap(([key, inner]) => texts(inner, `${path}.${key}`));
}

const features = {
  shellMessages,
  storeMessages,
  homeMessages,
  offerMessages,
  aboutMessages,
  errorPageMessages,
  carouselMessages,
  breadcrumbMessages,
  loadingMessages,
};

describe('the shell and home copy', () => {
  it.each(Object.entries(features))('%s uses the same placeholders in English and Arabic', (_, messages) => {
    const arabic = new Map(texts(messages.ar).map((entry) => [entry.path, entry.names]));
    for (const { path, names, plural } of texts(messages.en)) {
      // Arabic plural forms may say 'one' or 'two' in words, without {count}.
      const expected = plural ? names.filter((name) => name !== 'count') : names;
      const actual = plural ? arabic.get(path)?.filter((name) => name !== 'count') : arabic.get(path);
      expect(actual, path).toEqual(expected);
    }
  });
});
