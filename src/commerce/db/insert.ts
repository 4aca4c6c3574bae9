/**
 * The column list and the values of an INSERT, built from one object so each column is written beside its
 * value: a long positional list and its parallel array of parameters drift apart unseen when a column is
 * added, and the database only notices when two neighbours have different types.
 */

/** A value written into the SQL around its parameter (`$n::date`), or in place of one (`nextval(…)`). */
class Written {
  readonly sql: (param: string) => string;
  readonly params: readonly unknown[];
  constructor(sql: (param: string) => string, params: readonly unknown[]) {
    this.sql = sql;
    this.params = params;
  }
}

/** The parameter cast to `type` where the driver's guess from the JavaScript value is not the column's type. */
export const cast = (value: unknown, type: string): Written => new Written((param) => `${param}::${type}`, [value]);

/** SQL that computes the value in the database (a sequence's next number); it takes no parameter. */
export const computed = (sql: string): Written => new Written(() => sql, []);

export interface InsertParts {
  /** `(a, b, …) VALUES ($1, $2, …)` or `(a, b, …) SELECT * FROM unnest(…)`: what follows `INSERT INTO table`. */
  sql: string;
  params: unknown[];
}

/** One row: `(id, number, …) VALUES ($1, nextval('…'), …)`. */
export function valuesOf(row: Readonly<Record<string, unknown>>): InsertParts {
  const params: unknown[] = [];
  const values = Object.values(row).map((value) => {
    const written = value instanceof Written ? value : new Written((param) => param, [value]);
    params.push(...written.params);
    return written.sql(`$${params.length}`);
  });
  return { sql: `(${Object.keys(row).join(', ')}) VALUES (${values.join(', ')})`, params };
}

/**
 * Many rows in one statement with one array parameter per column, whatever the number of rows:
 * `(a, b) SELECT * FROM unnest($1::text[], $2::int[])`. `types` names each column's SQL type, in the order
 * of the columns; every row gives a value for each.
 */
export function unnestOf<Column extends string>(
  types: Readonly<Record<Column, string>>,
  rows: readonly Readonly<Record<Column, unknown>>[],
): InsertParts {
  const columns = Object.keys(types) as Column[];
  const arrays = columns.map((column, index) => `$${index + 1}::${types[column]}[]`);
  return {
    sql: `(${columns.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')})`,
    params: columns.map((column) => rows.map((row) => row[column])),
  };
}
