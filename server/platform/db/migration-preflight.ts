/**
 * Before an upgrade changes anything, every pending migration runs once in one transaction
 * that is then rolled back, each statement under a savepoint. A statement that existing rows
 * refuse (a new CHECK, NOT NULL, UNIQUE or foreign key; a value a new type cannot hold) is
 * recorded with its rows and a fix, and the check goes on past it (the constraint re-added
 * NOT VALID, or the statement skipped), so one start names every refusing constraint instead
 * of one per start.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { splitSqlStatements } from './split-sql.ts';
import { transactionControlWord, type MigrationFile } from './migrate.ts';
import type { PgError } from './migration-failure.ts';

/** Row ids named per constraint; the total is always said. */
export const SHOWN_IDS = 20;

export interface RefusedRows {
  /** The migration file of the refused statement. */
  file: string;
  /** schema.table, as written in SQL. */
  table: string;
  /** The constraint's name, or for NOT NULL the column's. */
  constraint?: string;
  kind: 'check' | 'not-null' | 'unique' | 'foreign-key' | 'other';
  /** PostgreSQL's message. */
  message: string;
  /** The first SHOWN_IDS ids of the refused rows, and how many there are; unknown when they cannot be selected. */
  ids: string[];
  total?: number;
  /** The SQL statements an operator adapts: one that shows the rows, those that correct them. */
  show?: string;
  fixes: string[];
  /** For a CHECK on one column to a list of values: the column and the values it allows. */
  allowed?: { column: string; values: string[] };
}

export interface PreflightReport {
  refused: RefusedRows[];
  /** A statement failed for another reason: what it said; the migrations after it were not checked. */
  stopped?: string;
}


const ident = (s: string) => (/^[a-z_][a-z0-9_]*$/.test(s) ? s : `"${s.replace(/"/g, '""')}"`);

/** Integrity (23) and data (22) errors: rows the statement refuses, not a broken migration. */
const isRowError = (e: PgError) => typeof e.code === 'string' && (e.code.startsWith('23') || e.code.startsWith('22'));

/** Runs `sql` under its own savepoint: its result, or undefined (and nothing of it) when it fails. */
async function attempt<T extends pg.QueryResultRow>(client: pg.ClientBase, sql: string, params?: unknown[]): Promise<pg.QueryResult<T> | undefined> {
  await client.query('savepoint preflight_step');
  try {
    const result = await client.query<T>(sql, params);
    await client.query('release savepoint preflight_step');
    return result;
  } catch {
    await client.query('rollback to savepoint preflight_step');
    await client.query('release savepoint preflight_step');
    return undefined;
  }
}

async function constraintDef(client: pg.ClientBase, table: string, name: string): Promise<{ def: string; columns: string[] } | undefined> {
  const found = await attempt<{ def: string; columns: string[] }>(
    client,
    `select pg_get_constraintdef(c.oid) as def,
            array(select a.attname from unnest(c.conkey) k join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k order by k)::text[] as columns
     from pg_constraint c where c.conname = $1 and c.conrelid = $2::regclass`,
    [name, table],
  );
  return found?.rows[0];
}

/** `icon = ANY (ARRAY['Zap'::text, …])`: the column and its values. */
function allowedValues(expr: string): { column: string; values: string[] } | undefined {
  const m = /^\(*("[^"]+"|[a-z_][a-z0-9_]*) = ANY \(ARRAY\[(.*)\]\)\)*$/s.exec(expr);
  if (!m) return undefined;
  const values = [...m[2]!.matchAll(/'((?:[^']|'')*)'(?:::[\w ]+)?/g)].map((v) => v[1]!.replace(/''/g, "'"));
  return values.length > 0 ? { column: m[1]!, values } : undefined;
}

const literal = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** What a refused statement's rows are and how to correct them; may leave the constraint NOT VALID in place. */
async function describeRefused(client: pg.ClientBase, file: string, statement: string, e: PgError): Promise<RefusedRows> {
  const table = e.table ? `${ident(e.schema ?? 'public')}.${ident(e.table)}` : '';
  const refused: RefusedRows = { file, table, constraint: e.constraint, kind: 'other', message: e.message, ids: [], fixes: [] };
  if (!e.table) return refused;
  let where: string | undefined;
  let columns: string[] = [];
  if (e.code === '23514' || e.code === '23503') {
    // Added NOT VALID, the constraint exists and its definition selects the rows; later
    // statements that change or drop it then find it.
    const bare = statement.trim().replace(/;$/, '');
    if (/\badd\s+constraint\b/i.test(bare) && !/\bnot\s+valid\s*$/i.test(bare)) await attempt(client, `${bare} not valid`);
    const found = e.constraint ? await constraintDef(client, table, e.constraint) : undefined;
    columns = found?.columns.map(ident) ?? [];
    const check = /^CHECK \((.*)\)( NOT VALID)?$/s.exec(found?.def ?? '');
    const key = /^FOREIGN KEY \((.+?)\) REFERENCES (.+?)\((.+?)\)/.exec(found?.def ?? '');
    if (check) {
      refused.kind = 'check';
      where = `not (${check[1]})`;
      refused.allowed = allowedValues(check[1]!);
      const column = refused.allowed?.column ?? columns[0];
      if (column) refused.fixes.push(`update ${table} set ${column} = ${refused.allowed ? literal(refused.allowed.values[0]!) : '…'} where ${where};`);
      refused.fixes.push(`delete from ${table} where ${where};`);
    } else if (key) {
      refused.kind = 'foreign-key';
      const own = key[1]!.split(', ');
      const theirs = key[3]!.split(', ');
      where = `${own.map((c) => `${table}.${c} is not null`).join(' and ')} and not exists (select from ${key[2]} r where ${own.map((c, i) => `r.${theirs[i]} = ${table}.${c}`).join(' and ')})`;
      refused.fixes.push(`update ${table} set ${own.map((c) => `${c} = null`).join(', ')} where ${where};`, `delete from ${table} where ${where};`);
    }
  } else if (e.code === '23502' && e.column) {
    refused.kind = 'not-null';
    refused.constraint = e.column;
    columns = [ident(e.column)];
    where = `${ident(e.column)} is null`;
    refused.fixes.push(`update ${table} set ${ident(e.column)} = … where ${where};`);
  } else if (e.code === '23505') {
    // "Key (slug)=(x) is duplicated." / "already exists."
    const key = /^Key \((.+?)\)=/.exec(e.detail ?? '');
    if (key) {
      refused.kind = 'unique';
      columns = [key[1]!];
      where = `(${key[1]}) in (select ${key[1]} from ${table} group by ${key[1]} having count(*) > 1)`;
      refused.fixes.push(`update ${table} set ${key[1]!.split(', ')[0]} = … where id = …; -- every row but one of each group`);
    }
  }
  if (!where) return refused;
  const hasId = await attempt<{ n: number }>(client, `select count(*)::int as n from pg_attribute where attrelid = $1::regclass and attname = 'id' and not attisdropped`, [table]);
  const id = hasId?.rows[0]?.n ? 'id' : 'ctid';
  const rows = await attempt<{ id: string; total: string }>(
    client,
    `select ${id}::text as id, count(*) over () as total from ${table} where ${where} order by ${id === 'id' ? 'id' : '1'} limit ${SHOWN_IDS}`,
  );
  if (rows) {
    refused.ids = rows.rows.map((r) => r.id);
    refused.total = Number(rows.rows[0]?.total ?? 0);
  }
  refused.show = `select ${[id, ...columns.filter((c) => c !== id)].join(', ')} from ${table} where ${where};`;
  return refused;
}

/** Checks `pending` (in order) against the data; changes nothing. */
export async function checkPendingMigrations(client: pg.ClientBase, pending: MigrationFile[]): Promise<PreflightReport> {
  const refused: RefusedRows[] = [];
  await client.query('begin');
  try {
    for (const m of pending) {
      const file = path.basename(m.file);
      const statements = splitSqlStatements(fs.readFileSync(m.file, 'utf8'));
      const word = transactionControlWord(statements);
      if (word !== undefined) {
        return { refused, stopped: `Migration ${file} was not applied: it contains "${word}", which would commit part of it on its own. Every migration runs in one transaction; remove the statement.` };
      }
      for (const statement of statements) {
        await client.query('savepoint preflight_statement');
        try {
          await client.query(statement);
        } catch (err) {
          await client.query('rollback to savepoint preflight_statement');
          const e = err as PgError;
          if (!isRowError(e)) return { refused, stopped: `Migration ${file} failed: ${e.message}` };
          refused.push(await describeRefused(client, file, statement, e));
        }
        await client.query('release savepoint preflight_statement');
      }
    }
    return { refused };
  } finally {
    await client.query('rollback');
  }
}
