import { describe, expect, it } from 'vitest';
import { printable } from '#scripts/shop/printable.ts';

describe('printable: text from outside, made safe for the operator’s terminal', () => {
  it('shows an escape sequence as text, so it neither clears the screen nor colours it', () => {
    expect(printable('Eve\x1b[2J\x1b[31mAdmin')).toBe('Eve\\x1b[2J\\x1b[31mAdmin');
  });

  it('keeps a field on its line: newlines, tabs, carriage returns and other C0 controls are escaped', () => {
    expect(printable('Villa 12\nStreet 5\tDubai\rX\x00\x07\x08\x7f')).toBe(
      'Villa 12\\x0aStreet 5\\x09Dubai\\x0dX\\x00\\x07\\x08\\x7f',
    );
    expect(printable('a\u2028b\u2029c')).toBe('a\\u2028b\\u2029c');
  });

  it('escapes C1 controls, which some terminals obey as escape sequences', () => {
    expect(printable('x\u009b2Jy\u0085z\u0080')).toBe('x\\x9b2Jy\\x85z\\x80');
  });

  it('escapes bidirectional overrides and isolates, which would reorder what the operator reads', () => {
    expect(printable('\u202eevil\u202c \u2066a\u2069 \u202a\u202b\u202d\u2067\u2068')).toBe(
      '\\u202eevil\\u202c \\u2066a\\u2069 \\u202a\\u202b\\u202d\\u2067\\u2068',
    );
  });

  it('leaves ordinary text alone: Arabic, accents, symbols, the CLI’s own layout', () => {
    const text = 'سارة المنصوري  Zoë  ★★★☆☆  AED 149.00  ── #12 <sara@example.com>';
    expect(printable(text)).toBe(text);
  });
});
