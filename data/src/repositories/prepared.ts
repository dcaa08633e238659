import type { Transaction } from 'sequelize';
import type { Db } from '#data/db/database.js';

/** `:name` where a value goes: after a space, comma or bracket, so `'10:30'` in a literal is left alone. */
const NAMED = /\B:([A-Za-z_]\w*)/g;

/** A statement's text cut at its named values: `parts` has one more entry than `names`. */
interface ParsedStatement {
  parts: string[];
  names: string[];
  /** The text with every name as one `?`: the statement's text whenever no value is a list. */
  text: string;
}

/**
 * Statements already cut, by their text. The repositories' reads are a few hundred fixed texts, each read many
 * times a second: cutting one costs a regular expression over the whole text, reading it from here a lookup. A
 * text that varies with its input (a list written into it) would fill the map, so it is emptied past this size.
 */
const parsedStatements = new Map<string, ParsedStatement>();
const MAX_PARSED_STATEMENTS = 1_000;

function parseStatement(sql: string): ParsedStatement {
  const known = parsedStatements.get(sql);
  if (known) return known;
  const parts: string[] = [];
  const names: string[] = [];
  let from = 0;
  for (const match of sql.matchAll(NAMED)) {
    parts.push(sql.slice(from, match.index));
    names.push(match[1]!);
    from = match.index + match[0].length;
  }
  parts.push(sql.slice(from));
  const parsed = { parts, names, text: parts.join('?') };
  if (parsedStatements.size >= MAX_PARSED_STATEMENTS) parsedStatements.clear();
  parsedStatements.set(sql, parsed);
  return parsed;
}

/**
 * A statement with `?` placeholders and its values in order, from SQL that names its values `:name` as every
 * repository's does. A list becomes one placeholder per element (`IN (:states)` with two states reads
 * `IN (?, ?)`). A name without a value is an error, never a NULL; so is an empty list.
 */
export function toBound(sql: string, values: Record<string, unknown>): { sql: string; params: unknown[] } {
  const { parts, names, text } = parseStatement(sql);
  const params: unknown[] = [];
  let hasList = false;
  for (const name of names) {
    const value = values[name];
    if (value === undefined) throw new Error(`The statement needs a value for :${name}`);
    if (!Array.isArray(value)) {
      params.push(value);
      continue;
    }
    if (value.length === 0) throw new Error(`The list :${name} is empty`);
    hasList = true;
    params.push(...value);
  }
  if (!hasList) return { sql: text, params };
  let listed = parts[0]!;
  names.forEach((name, n) => {
    const value = values[name];
    listed += (Array.isArray(value) ? value.map(() => '?').join(', ') : '?') + parts[n + 1];
  });
  return { sql: listed, params };
}

/** What this module uses of mysql2's connection and of Sequelize's pool of them. */
interface Connection {
  execute(sql: string, params: unknown[], done: (error: Error | null, rows: unknown) => void): unknown;
  query(sql: string, params: unknown[], done: (error: Error | null, rows: unknown) => void): unknown;
}
interface ConnectionPool {
  getConnection(options: { type: 'SELECT' }): Promise<Connection>;
  releaseConnection(connection: Connection): void;
}

/**
 * A read of a fixed shape, as a prepared statement on a connection of Sequelize's pool (the transaction's own,
 * when given): how the repositories read. MariaDB parses the text once per connection (mysql2 keeps the
 * statement), values go over as binary, and rows come back in the binary protocol as plain objects, read by
 * mysql2 alone, without Sequelize's query pipeline around each statement (a read of one user by id: about 120
 * µs of CPU through `sequelize.query`, about 63 this way). The API and the floor it is measured against read
 * the same way (ADR 0019, 0039).
 *
 * Only for statements of a fixed or bounded shape: each distinct text costs one extra round trip per connection the first
 * time and holds a server-side statement, so a statement whose text varies with its input without a bound (a list
 * of ids of any length) belongs with Sequelize's replacements instead, as do writes. A list no longer than a page
 * (the ids of the page's rows) makes at most a page size of texts, and may be read here.
 */
export async function selectPrepared<Row extends object>(
  db: Db,
  sql: string,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const bound = toBound(sql, values);
  const pool = db.sequelize.connectionManager as unknown as ConnectionPool;
  const transaction = db.transaction as (Transaction & { connection: Connection }) | null;
  const connection = transaction ? transaction.connection : await pool.getConnection({ type: 'SELECT' });
  try {
    return await new Promise<Row[]>((resolve, reject) =>
      connection.execute(bound.sql, bound.params, (error, rows) =>
        error ? reject(error) : resolve(rows as Row[]),
      ),
    );
  } finally {
    if (!transaction) pool.releaseConnection(connection);
  }
}

/**
 * A list's page with the whole list's count on each of its rows (`list_total`): the count statement becomes an
 * uncorrelated subquery of the page's, which the database runs once (EXPLAIN: SUBQUERY), so a page and its count
 * are one statement and one round trip instead of two (ADR 0065). `pageSql` starts with `SELECT `; `countSql`
 * answers one row of one column. Exported so the benchmark's floor runs the same SQL.
 */
export function countedPageSql({ countSql, pageSql }: { countSql: string; pageSql: string }): string {
  if (!pageSql.startsWith('SELECT '))
    throw new Error('A counted page needs a statement that starts with SELECT');
  return `SELECT (${countSql}) AS list_total, ${pageSql.slice('SELECT '.length)}`;
}

/**
 * A page of a list and the whole list's count, in one statement (countedPageSql). A page past the end has no
 * row to carry the count: only then is the list counted alone.
 */
export async function selectCountedPage<Row extends object>(
  db: Db,
  statements: { countSql: string; pageSql: string },
  values: Record<string, unknown> & { offset: number },
): Promise<{ total: number; rows: Row[] }> {
  const rows = await selectPrepared<Row & { list_total: number }>(db, countedPageSql(statements), values);
  if (rows.length > 0 || values.offset === 0) return { total: Number(rows[0]?.list_total ?? 0), rows };
  const [count] = await selectPrepared<{ total: number }>(db, statements.countSql, values);
  return { total: Number(count?.total ?? 0), rows };
}

/**
 * A write on a hot read path whose cost is held to a target (the audit log's entries of reads of a client's record,
 * ADR 0049: through `sequelize.query` one entry cost about half a millisecond of CPU, half of the record's read),
 * on a connection of the pool (the transaction's own, when given), without Sequelize's query pipeline. A fixed
 * text goes as a prepared statement; a text that varies with its input (a multi-row INSERT) as one text-protocol
 * statement whose values mysql2 escapes, so no server-side statement is kept for each of its shapes. Other writes
 * keep Sequelize's replacements.
 */
export async function executeWrite(
  db: Db,
  sql: string,
  values: Record<string, unknown>,
  options: { isFixedText: boolean },
): Promise<void> {
  const bound = toBound(sql, values);
  const pool = db.sequelize.connectionManager as unknown as ConnectionPool;
  const transaction = db.transaction as (Transaction & { connection: Connection }) | null;
  const connection = transaction ? transaction.connection : await pool.getConnection({ type: 'SELECT' });
  try {
    await new Promise<void>((resolve, reject) => {
      const done = (error: Error | null) => (error ? reject(error) : resolve());
      if (options.isFixedText) connection.execute(bound.sql, bound.params, done);
      else connection.query(bound.sql, bound.params, done);
    });
  } finally {
    if (!transaction) pool.releaseConnection(connection);
  }
}
