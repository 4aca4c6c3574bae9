import { describe, expect, it } from 'vitest';
import { protocol } from '@electric-sql/pglite';
import { bindExecuteSync, simpleQuery } from '#src/commerce/db/messages.ts';

const { serialize } = protocol;

/** What PGlite's own serializer sends for the same statement, as one buffer. */
function pgliteMessages(statement: string, values: (string | null)[]): Buffer {
  return Buffer.concat([serialize.bind({ statement, values }), serialize.execute(), serialize.sync()]);
}

/**
 * A Bind message as PostgreSQL reads it: format codes are expanded the way the
 * protocol defines them (none = all text, one = all alike), then the messages after it.
 */
function read(bytes: Buffer) {
  expect(String.fromCharCode(bytes[0]!)).toBe('B');
  const end = 1 + bytes.readInt32BE(1);
  let at = 5;
  const cString = () => {
    const stop = bytes.indexOf(0, at);
    const text = bytes.toString('utf8', at, stop);
    at = stop + 1;
    return text;
  };
  const int16 = () => ((at += 2), bytes.readInt16BE(at - 2));
  const codes = () => Array.from({ length: int16() }, int16);
  const expand = (list: number[], n: number) =>
    list.length === 0 ? Array<number>(n).fill(0) : list.length === 1 ? Array<number>(n).fill(list[0]!) : list;
  const portal = cString();
  const statement = cString();
  const paramFormats = codes();
  const values = Array.from({ length: int16() }, () => {
    const length = bytes.readInt32BE(at);
    at += 4;
    if (length < 0) return null;
    at += length;
    return bytes.toString('utf8', at - length, at);
  });
  const resultFormats = codes();
  expect(at).toBe(end);
  return {
    portal,
    statement,
    paramFormats: expand(paramFormats, values.length),
    values,
    resultFormats: expand(resultFormats, 1),
    rest: [...bytes.subarray(end)],
  };
}

describe('the messages that run a prepared statement', () => {
  it.each<[string, string, (string | null)[]]>([
    ['no parameters', 'lucky_1', []],
    ['text parameters', 'lucky_2', ['cart-123', '3']],
    ['a null parameter', 'lucky_3', ['a', null, 'b']],
    ['an empty string, which is not null', 'lucky_4', ['']],
    ['characters of several bytes', 'lucky_5', ['نعال', 'Zoë 👟']],
    ['an array literal', 'lucky_6', ['{"V-1","V-2"}']],
    ['the unnamed statement', '', ['x']],
  ])('with %s, say what PGlite’s own serializer says', (_case, statement, values) => {
    const ours = read(bindExecuteSync(statement, values));
    expect(ours).toEqual(read(pgliteMessages(statement, values)));
    expect(ours.values).toEqual(values);
  });
});

describe('the message that runs a simple query', () => {
  it.each(['BEGIN', 'COMMIT', "SELECT 'Zoë 👟'; SELECT 2", ''])(
    'says what PGlite’s own serializer says for %j',
    (sql) => {
      expect(simpleQuery(sql)).toEqual(Buffer.from(serialize.query(sql)));
    },
  );
});
