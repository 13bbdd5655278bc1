/**
 * Turns a migration that met rows it refuses (a new CHECK or NOT NULL) into one readable
 * sentence: the table, the constraint, the ids of the offending rows. The ids are found by
 * replaying the migration up to the failing statement in a transaction that is rolled back,
 * with the constraint added NOT VALID, so its own expression selects the rows.
 */
import type pg from 'pg';

const SHOWN_IDS = 20;

/** The fields of a PostgreSQL error a refused migration is explained by (pg's DatabaseError). */
export interface PgError {
  code?: string;
  table?: string;
  schema?: string;
  constraint?: string;
  column?: string;
  detail?: string;
  message: string;
}

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

async function offendingIds(client: pg.ClientBase, earlier: string[], failed: string, e: PgError): Promise<{ ids: string[]; total: number } | undefined> {
  const table = `${ident(e.schema ?? 'public')}.${ident(e.table!)}`;
  await client.query('begin');
  try {
    for (const sql of earlier) await client.query(sql);
    let where: string;
    if (e.code === '23502' && e.column) {
      where = `${ident(e.column)} is null`;
    } else {
      await client.query(`${failed.trim().replace(/;$/, '')} not valid`);
      const { rows } = await client.query<{ def: string }>(
        `select pg_get_constraintdef(c.oid) as def from pg_constraint c where c.conname = $1 and c.conrelid = $2::regclass`,
        [e.constraint, table],
      );
      const check = /^CHECK \((.*)\)( NOT VALID)?$/s.exec(rows[0]?.def ?? '');
      if (!check) return undefined;
      where = `not (${check[1]})`;
    }
    const { rows } = await client.query<{ id: string; total: string }>(`select id::text as id, count(*) over () as total from ${table} where ${where} order by 1 limit ${SHOWN_IDS}`);
    return { ids: rows.map((r) => r.id), total: Number(rows[0]?.total ?? 0) };
  } catch {
    return undefined; // the plain message is still said
  } finally {
    await client.query('rollback').catch(() => {});
  }
}

/** The sentence for a failed migration statement; `earlier` ran before it in the same migration. */
export async function describeMigrationFailure(client: pg.ClientBase, file: string, earlier: string[], failed: string, err: unknown): Promise<string> {
  const e = err as PgError;
  const base = `Migration ${file} failed: ${e.message}`;
  const rowCheck = (e.code === '23514' && e.constraint) || (e.code === '23502' && e.column);
  if (!rowCheck || !e.table) return `${base}. Nothing of this migration was applied.`;
  const found = await offendingIds(client, earlier, failed, e);
  const what = e.code === '23514' ? `constraint ${e.constraint}` : `NOT NULL on ${e.column}`;
  const rows = found && found.total > 0 ? `rows with id ${found.ids.join(', ')}${found.total > found.ids.length ? ` and ${found.total - found.ids.length} more` : ''} (${found.total} in all)` : 'some rows';
  return `Migration ${file} failed: in table ${e.table}, ${rows} break the new ${what}. Nothing of this migration was applied; correct those rows (or add a data step to the migration) and start again.`;
}
