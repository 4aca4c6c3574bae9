/**
 * The messages our PGlite Db sends on every call, each call's written straight
 * into one buffer: a prepared statement's Bind, Execute and Sync (PostgreSQL's
 * extended protocol), and a simple Query (BEGIN, COMMIT, scripts).
 *
 * PGlite's serializer builds each message in a fresh buffer and slices it, and
 * the slices are then joined into another. At a thousand cart changes a second
 * those short-lived buffers are the largest share of what outlives
 * young-generation collections, and the collections that copy them are the
 * slowest answers (docs/decisions/003-commerce-database.md).
 */

const NULL_LENGTH = -1;

/** Bind (all parameters and results as text), Execute (every row), Sync. */
export function bindExecuteSync(statement: string, values: readonly (string | null)[]): Buffer {
  const lengths = values.map((value) => (value === null ? NULL_LENGTH : Buffer.byteLength(value)));
  const statementLength = Buffer.byteLength(statement);
  // Bind: portal '' and the statement (C strings), 0 parameter format codes, the parameters, 0 result format codes.
  const bindLength = 4 + 1 + statementLength + 1 + 2 + 2 + lengths.reduce((sum, n) => sum + 4 + Math.max(n, 0), 0) + 2;
  const out = Buffer.allocUnsafe(1 + bindLength + 1 + 9 + 1 + 4);
  let at = out.writeUInt8(0x42, 0);
  at = out.writeInt32BE(bindLength, at);
  at = out.writeUInt8(0, at);
  at += out.write(statement, at);
  at = out.writeUInt8(0, at);
  at = out.writeInt16BE(0, at);
  at = out.writeInt16BE(values.length, at);
  values.forEach((value, i) => {
    at = out.writeInt32BE(lengths[i]!, at);
    if (value !== null) at += out.write(value, at);
  });
  at = out.writeInt16BE(0, at);
  // Execute: portal '', no row limit.
  at = out.writeUInt8(0x45, at);
  at = out.writeInt32BE(9, at);
  at = out.writeUInt8(0, at);
  at = out.writeInt32BE(0, at);
  // Sync.
  at = out.writeUInt8(0x53, at);
  out.writeInt32BE(4, at);
  return out;
}

/** A simple Query: one or more statements without parameters, answered in full. */
export function simpleQuery(sql: string): Buffer {
  const length = 4 + Buffer.byteLength(sql) + 1;
  const out = Buffer.allocUnsafe(1 + length);
  let at = out.writeUInt8(0x51, 0);
  at = out.writeInt32BE(length, at);
  at += out.write(sql, at);
  out.writeUInt8(0, at);
  return out;
}
