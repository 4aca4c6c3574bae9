import { describe, expect, it } from 'vitest';
import { faqSections, helpPage, policySections, type HelpBlock } from '#src/features/help/content.ts';
import { helpMessages } from '#src/features/help/messages.ts';
import { formatAedShort } from '#src/i18n/format.ts';
import { shipping } from '#src/config/money.ts';

function texts(blocks: readonly HelpBlock[]): string[] {
  return blocks.flatMap((block) =>
    typeof block === 'string' ? [block] : 'list' in block ? block.list : [block.text, block.link.label],
  );
}

describe('the FAQ and the policy', () => {
  it('name the same lists and links in Arabic as in English', () => {
    const shape = (edition: typeof helpMessages.en) =>
      JSON.stringify([edition.faqSections, edition.policySections], (key, value: unknown) =>
        typeof value === 'string' && key !== 'list' && key !== 'link' && key !== 'id' ? '' : value,
      );
    expect(shape(helpMessages.ar)).toBe(shape(helpMessages.en));
  });

  it.each(['en', 'ar'] as const)('in %s, leave no placeholder unfilled', (locale) => {
    const all = [...faqSections(locale), ...policySections(locale)].flatMap((section) => [
      section.title,
      ...texts(section.blocks ?? []),
      ...(section.items ?? []).flatMap((item) => [item.question, ...texts(item.answer)]),
    ]);
    for (const page of ['faq', 'policy'] as const) all.push(...Object.values(helpPage(locale, page)));
    expect(all.filter((text) => /[{}]|undefined/.test(text))).toEqual([]);
  });

  it('write the figures of the config in Arabic, with Western digits', () => {
    const faq = JSON.stringify(faqSections('ar'));
    expect(faq).toContain(`التوصيل مجاني للطلبات بقيمة ${formatAedShort(shipping.freeFromFils, 'ar')} أو أكثر`);
    expect(faq).toContain('خلال 7 أيام من التوصيل');
    expect(faq).toContain('خلال 15 يومًا');
    expect(faq).toContain('أبوظبي ودبي');
    expect(faq).toContain('الأطفال الصغار (من 1 إلى 4 سنوات): من \u2066EU 21\u2069 إلى \u2066EU 26\u2069');
    expect(faq).not.toMatch(/[\u0660-\u0669]/);
  });

  it('keep a phone number in its own order inside Arabic text', () => {
    const contact = faqSections('ar').find((section) => section.id === 'contact')!.items![0]!.answer[0] as string;
    expect(contact).toContain('\u2068+971 4 000 0000\u2069');
  });
});
