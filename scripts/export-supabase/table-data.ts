/**
 * The rows of the project's own tables as SQL that loads into a hosted Supabase project after
 * `supabase db push` created the same tables: INSERTs of PostgreSQL's own text form of every
 * value (each literal is read back by the column's type, so arrays, JSON, bytea and timestamps
 * come back exact), parents before children (foreign keys), and each sequence set to where it
 * was. pg_dump cannot be used: Debian's pg_dump 15 refuses a PostgreSQL 18 server.
 */
import type pg from 'pg';

export interface TableRef {
  schema: string;
  name: string;
}

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
export const qualified = (t: TableRef) => `${ident(t.schema)}.${ident(t.name)}`;

/** Ordinary tables of the schemas, parents first (tables referring to themselves are fine). */
export async function tablesInDependencyOrder(db: pg.ClientBase, schemas: string[]): Promise<TableRef[]> {
  const { rows: tables } = await db.query<{ oid: number; schema: string; name: string }>(
    `select c.oid::int as oid, n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition and n.nspname = any($1)
      order by n.nspname, c.relname`,
    [schemas],
  );
  const { rows: edges } = await db.query<{ child: number; parent: number }>(
    `select conrelid::int as child, confrelid::int as parent from pg_constraint where contype = 'f' and conrelid <> confrelid`,
  );
  const byOid = new Map(tables.map((t) => [t.oid, t]));
  const parents = new Map<number, number[]>();
  for (const e of edges) {
    if (byOid.has(e.child) && byOid.has(e.parent)) parents.set(e.child, [...(parents.get(e.child) ?? []), e.parent]);
  }
  const ordered: TableRef[] = [];
  const state = new Map<number, 'visiting' | 'done'>();
  const visit = (oid: number) => {
    if (state.get(oid)) return; // done, or a cycle (loading runs with triggers, and so FK checks, off)
    state.set(oid, 'visiting');
    for (const p of parents.get(oid) ?? []) visit(p);
    state.set(oid, 'done');
    const t = byOid.get(oid)!;
    ordered.push({ schema: t.schema, name: t.name });
  };
  for (const t of tables) visit(t.oid);
  return ordered;
}

/** Columns a row can be written with (generated columns are left to the database). */
export async function writableColumns(db: pg.ClientBase, table: TableRef): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select a.attname as name from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`,
    [qualified(table)],
  );
  return rows.map((r) => r.name);
}

/**
 * INSERT statements (a few hundred rows each) for the rows `select` returns, every value as
 * its text form. `select` is a query over the table aliased `t` naming `columns` in order.
 */
export async function insertStatements(
  db: pg.ClientBase,
  table: TableRef,
  columns: string[],
  select: string,
  suffix = '',
): Promise<{ sql: string; rows: number }> {
  const { rows } = await db.query<(string | null)[]>({ text: select, rowMode: 'array' });
  const head = `insert into ${qualified(table)} (${columns.map(ident).join(', ')}) values\n`;
  const chunks: string[] = [];
  for (let i = 0; i < rows.length; i += 200) {
    const values = rows
      .slice(i, i + 200)
      .map((r) => `(${r.map((v) => (v === null ? 'null' : literal(v))).join(', ')})`)
      .join(',\n');
    chunks.push(`${head}${values}${suffix};\n`);
  }
  return { sql: chunks.join(''), rows: rows.length };
}

/** The whole table, in primary-key order when it has one (stable output). */
export async function tableInserts(db: pg.ClientBase, table: TableRef): Promise<{ sql: string; rows: number }> {
  const columns = await writableColumns(db, table);
  const select = `select ${columns.map((c) => `t.${ident(c)}::text`).join(', ')} from ${qualified(table)} t order by 1`;
  return insertStatements(db, table, columns, select);
}

/** setval for every sequence the tables own (serial and identity columns). */
export async function sequenceSettings(db: pg.ClientBase, schemas: string[]): Promise<string> {
  const { rows } = await db.query<{ seq: string; last: string | null; called: boolean }>(
    `select format('%I.%I', n.nspname, s.relname) as seq, ps.last_value::text as last, ps.last_value is not null as called
       from pg_class s join pg_namespace n on n.oid = s.relnamespace
       join pg_sequences ps on ps.schemaname = n.nspname and ps.sequencename = s.relname
      where s.relkind = 'S' and n.nspname = any($1)
      order by 1`,
    [schemas],
  );
  return rows
    .filter((r) => r.called)
    .map((r) => `select pg_catalog.setval(${literal(r.seq)}, ${r.last}, true);\n`)
    .join('');
}

/** A string literal PostgreSQL reads back exactly (standard_conforming_strings on). */
export function literal(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}
