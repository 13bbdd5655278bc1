/**
 * Writes what a hosted Supabase project needs beyond the migrations, into one folder:
 * - data.sql: the rows of the project's own tables (public and private, parents first, with
 *   their sequences), the accounts (auth.users with bcrypt hashes, identities, TOTP factors)
 *   and the Storage rows (buckets' settings, storage.objects). It runs in one transaction with
 *   triggers off (session_replication_role = replica), so rows load as they are: no
 *   updated_at rewritten, no revision or mail written twice. It first empties the project's
 *   tables, which `supabase db push` may have filled with defaults.
 * - files/<bucket>/<name> and objects.json: the stored objects, for the upload step.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { authInserts } from './auth-rows.ts';
import { storageExport, type ReadObject } from './storage-objects.ts';
import { qualified, sequenceSettings, tableInserts, tablesInDependencyOrder } from './table-data.ts';

/** The schemas our migrations own. */
export const PROJECT_SCHEMAS = ['public', 'private'];

export interface ExportSummary {
  tables: number;
  rows: number;
  users: number;
  identities: number;
  factors: number;
  objects: number;
  objectBytes: number;
  dataSqlBytes: number;
}

export async function exportForSupabase(db: pg.ClientBase, outDir: string, readObject: ReadObject): Promise<ExportSummary> {
  fs.mkdirSync(outDir, { recursive: true });
  if (fs.readdirSync(outDir).length > 0) throw new Error(`The export folder is not empty: ${outDir}`);
  // One snapshot for every table, the accounts and the objects.
  await db.query('begin isolation level repeatable read read only');
  try {
    const tables = await tablesInDependencyOrder(db, PROJECT_SCHEMAS);
    const parts: string[] = [
      `-- Data of the site for a hosted Supabase project (npm run export:supabase, ${new Date().toISOString()}).\n`,
      `-- Load it after \`supabase db push\`: psql "<database URL>" -v ON_ERROR_STOP=1 -f data.sql\n`,
      'begin;\n',
      "set local session_replication_role = 'replica';\n",
      'set local standard_conforming_strings = on;\n',
      "set local client_encoding = 'UTF8';\n",
      `truncate ${tables.map(qualified).join(', ')};\n`,
    ];
    let rows = 0;
    for (const table of tables) {
      const part = await tableInserts(db, table);
      rows += part.rows;
      parts.push(part.sql);
    }
    parts.push(await sequenceSettings(db, PROJECT_SCHEMAS));
    const auth = await authInserts(db);
    parts.push(auth.sql);
    const storage = await storageExport(db, outDir, readObject);
    parts.push(storage.sql, 'commit;\n');
    const dataSql = parts.join('');
    fs.writeFileSync(path.join(outDir, 'data.sql'), dataSql);
    return {
      tables: tables.length,
      rows,
      users: auth.users,
      identities: auth.identities,
      factors: auth.factors,
      objects: storage.objects.length,
      objectBytes: storage.bytes,
      dataSqlBytes: Buffer.byteLength(dataSql),
    };
  } finally {
    await db.query('rollback');
  }
}
