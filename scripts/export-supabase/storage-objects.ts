/**
 * The Storage side: bucket settings, the storage.objects rows (same ids, names and metadata)
 * and the bytes of every object, written to files/<bucket>/<name> with a manifest
 * (objects.json) that the upload step (upload-objects.ts) reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { insertStatements, writableColumns } from './table-data.ts';

const BUCKET_COLUMNS = ['id', 'name', 'owner', 'owner_id', 'public', 'avif_autodetection', 'file_size_limit', 'allowed_mime_types', 'created_at', 'updated_at'];
const OBJECT_COLUMNS = ['id', 'bucket_id', 'name', 'owner', 'owner_id', 'metadata', 'user_metadata', 'version', 'created_at', 'updated_at', 'last_accessed_at'];

export interface ObjectEntry {
  bucket: string;
  name: string;
  /** Relative to the export folder. */
  file: string;
  size: number;
  contentType: string;
  cacheControl: string;
}

/** Reads the bytes of one stored object (from the running server's Storage API, whatever backs it). */
export type ReadObject = (bucket: string, name: string) => Promise<Buffer>;

export async function storageExport(db: pg.ClientBase, outDir: string, readObject: ReadObject): Promise<{ sql: string; objects: ObjectEntry[]; bytes: number }> {
  const present = async (name: string, wanted: string[]) => {
    const have = new Set(await writableColumns(db, { schema: 'storage', name }));
    return wanted.filter((c) => have.has(c));
  };
  const bucketColumns = await present('buckets', BUCKET_COLUMNS);
  const buckets = await insertStatements(
    db,
    { schema: 'storage', name: 'buckets' },
    bucketColumns,
    `select ${bucketColumns.map((c) => `t."${c}"::text`).join(', ')} from storage.buckets t order by t.id`,
    // The migrations create the buckets; their settings as they are now win.
    ` on conflict (id) do update set public = excluded.public, file_size_limit = excluded.file_size_limit, allowed_mime_types = excluded.allowed_mime_types`,
  );
  const objectColumns = await present('objects', OBJECT_COLUMNS);
  const objects = await insertStatements(
    db,
    { schema: 'storage', name: 'objects' },
    objectColumns,
    `select ${objectColumns.map((c) => `t."${c}"::text`).join(', ')} from storage.objects t order by t.bucket_id, t.name`,
    ' on conflict do nothing',
  );
  const { rows } = await db.query<{ bucket_id: string; name: string; metadata: Record<string, unknown> | null }>(
    'select bucket_id, name, metadata from storage.objects order by bucket_id, name',
  );
  const entries: ObjectEntry[] = [];
  let bytes = 0;
  for (const row of rows) {
    const body = await readObject(row.bucket_id, row.name);
    const file = path.posix.join('files', row.bucket_id, row.name);
    const target = path.join(outDir, ...file.split('/'));
    if (!target.startsWith(path.join(outDir, 'files') + path.sep)) throw new Error(`Object name leaves the export folder: ${row.name}`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, body);
    bytes += body.length;
    const meta = row.metadata ?? {};
    entries.push({
      bucket: row.bucket_id,
      name: row.name,
      file,
      size: body.length,
      contentType: typeof meta.mimetype === 'string' ? meta.mimetype : 'application/octet-stream',
      cacheControl: typeof meta.cacheControl === 'string' ? meta.cacheControl.replace(/^max-age=/, '') : '3600',
    });
  }
  fs.writeFileSync(path.join(outDir, 'objects.json'), JSON.stringify(entries, null, 2) + '\n');
  return { sql: buckets.sql + objects.sql, objects: entries, bytes };
}
