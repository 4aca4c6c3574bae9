import { describe, expect, it } from 'vitest';
import { cast, computed, unnestOf, valuesOf } from '#src/commerce/db/insert.ts';

describe('an INSERT built from one object', () => {
  it('numbers the parameters in column order, skipping computed columns and keeping casts', () => {
    expect(
      valuesOf({ id: 'o1', number: computed("nextval('n')"), day: cast('2026-12-01', 'date'), note: null }),
    ).toEqual({
      sql: "(id, number, day, note) VALUES ($1, nextval('n'), $2::date, $3)",
      params: ['o1', '2026-12-01', null],
    });
  });

  it('writes many rows as one typed array per column, in the order of the types', () => {
    const rows = [
      { id: 'a', quantity: 1 },
      { quantity: 2, id: 'b' },
    ];
    expect(unnestOf({ id: 'text', quantity: 'int' }, rows)).toEqual({
      sql: '(id, quantity) SELECT * FROM unnest($1::text[], $2::int[])',
      params: [
        ['a', 'b'],
        [1, 2],
      ],
    });
  });
});
