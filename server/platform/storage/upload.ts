/**
 * Upload (`POST`/`PUT /object/<bucket>/<name>`), in an order that makes refused uploads cheap
 * and leaves no half-written state:
 * 1. the name, the bucket and the declared size are checked before anything is read;
 * 2. the caller's permission is probed with the very insert (or upsert) the upload will make,
 *    as the caller's role in a transaction that is rolled back, so the bucket's RLS policies
 *    decide before a byte of the body is read (a refused body is left for Node to discard);
 * 3. the body streams to a temp file (a bounded number at a time), then its first bytes decide
 *    its type;
 * 4. the row is inserted, the bytes stored (renamed into place on disk, streamed to the S3
 *    store) and only then the transaction commits; any failure rolls back and drops the temp
 *    file, so no row is left without its bytes. A transfer to S3 holds a pool connection and
 *    the row's lock while it runs, so it takes an upload slot too (see below).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import { Rollback } from '../db/caller-transaction.ts';
import { sendJson } from '../http/respond.ts';
import type { RequestAuth } from '../http/request-auth.ts';
import { invalidKey, StorageError } from './errors.ts';
import type { ObjectBytes } from './object-bytes.ts';
import { parentFolders } from './object-key.ts';
import type { StoragePolicy } from './storage-policy.ts';
import { readUploadBody, tooLarge } from './upload-body.ts';
import type { UploadSlots } from './upload-slots.ts';

export interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

export interface UploadDeps {
  admin: pg.Pool;
  bytes: ObjectBytes;
  slots: UploadSlots;
  policy: StoragePolicy;
  bucket(id: string): Promise<Bucket>;
  asCaller<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T>;
  /** Told of every stored object just before the answer goes out. */
  stored?(bucketId: string, name: string): void;
}

const DEFAULT_LIMIT = 50 * 1024 * 1024;
/** Room for the form's boundaries and fields around the file in a multipart body. */
const MULTIPART_OVERHEAD = 1024 * 1024;

function cacheControlOf(value: string | undefined): string {
  const v = (value ?? '').trim();
  if (/^\d+$/.test(v)) return `max-age=${v}`;
  return /^[\w=,\s-]{1,100}$/.test(v) && v ? v : 'no-cache';
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Objects live as files, so a name cannot be both a file and a folder: `a/b.png` and
 * `a/b.png/c.png` (or `a` and `a/x.png`) cannot both exist. Checked on all rows, whoever may
 * see them; the rename into place catches what a concurrent upload adds meanwhile. Kept with
 * an S3 store too, so objects can move between the two stores.
 */
async function assertFitsLayout(admin: pg.Pool, bucketId: string, name: string): Promise<void> {
  const { rows } = await admin.query<{ conflict: boolean }>(
    `select exists (select 1 from storage.objects where bucket_id = $1 and (name = any($2::text[]) or name like $3 escape '\\')) as conflict`,
    [bucketId, parentFolders(name), `${escapeLike(name)}/%`],
  );
  if (rows[0]!.conflict) throw invalidKey(name);
}

export async function upload(deps: UploadDeps, req: IncomingMessage, res: ServerResponse, auth: RequestAuth, bucketId: string, name: string): Promise<void> {
  const b = await deps.bucket(bucketId);
  const limit = b.file_size_limit ? Number(b.file_size_limit) : DEFAULT_LIMIT;
  const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
  const multipart = contentType.startsWith('multipart/form-data');
  const declaredLength = Number(req.headers['content-length']);
  if (declaredLength > limit + (multipart ? MULTIPART_OVERHEAD : 0)) throw tooLarge();

  const upsert = String(req.headers['x-upsert']).toLowerCase() === 'true' || req.method === 'PUT';
  const owner = auth.role === 'authenticated' && typeof auth.claims.sub === 'string' ? auth.claims.sub : null;
  const write = (client: pg.PoolClient, metadata: ObjectMetadata | null) =>
    client.query<{ id: string }>(
      `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version) values ($1, $2, $3, $4, $5, $6)` +
        (upsert
          ? ` on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version, updated_at = now()`
          : '') +
        ` returning id`,
      [b.id, name, owner, owner, metadata, crypto.randomUUID()],
    );

  // The permission probe: RLS (42501) or an existing object (23505) refuse here, body unread.
  await deps.asCaller(async (client) => {
    await write(client, null);
    throw new Rollback(undefined);
  });
  await assertFitsLayout(deps.admin, b.id, name);

  const temp = deps.bytes.tempFile();
  try {
    const body = await deps.slots.run(() => readUploadBody(req, temp, limit, deps.policy.sniffBytes));
    const sniffed = deps.policy.sniffContentType(body.head);
    if (!sniffed) throw new StorageError('415', 'invalid_mime_type', 'The file content is not an allowed type (images, videos, PDF and Word documents only)', 415);
    const declared = body.declaredType?.split(';')[0]!.trim().toLowerCase();
    if (declared && declared !== 'application/octet-stream' && !declared.startsWith('multipart/') && !deps.policy.sameType(declared, sniffed)) {
      throw new StorageError('415', 'invalid_mime_type', `The file content (${sniffed}) does not match its declared type (${declared})`, 415);
    }
    if (b.allowed_mime_types?.length && !b.allowed_mime_types.includes(sniffed)) {
      throw new StorageError('415', 'invalid_mime_type', `mime type ${sniffed} is not supported`, 415);
    }
    const metadata: ObjectMetadata = {
      eTag: `"${body.md5}"`,
      size: body.size,
      mimetype: sniffed,
      cacheControl: cacheControlOf(body.cacheControl),
      lastModified: new Date().toUTCString(),
      contentLength: body.size,
      httpStatusCode: 200,
    };
    let placed = false;
    let id: string;
    const store = () =>
      deps.asCaller(async (client) => {
        const { rows } = await write(client, metadata);
        await deps.bytes.put(temp, b.id, name, sniffed);
        placed = true;
        return rows[0]!.id;
      });
    try {
      // The transfer stays inside the transaction: storing the bytes first would overwrite the
      // key's current bytes (one key per name) before the row is known to commit. An S3 transfer
      // lasts as long as the file takes to send, so it runs in an upload slot, taken before the
      // transaction opens: waiting uploads hold no pool connection, and no more than the slots
      // allow hold one. On disk the put is a rename and waits for no slot.
      id = await (deps.bytes.kind === 's3' ? deps.slots.run(store) : store());
    } catch (err) {
      // The commit itself failed after the move: a new object's file must not outlive its row.
      if (placed && !upsert) await deps.bytes.remove(b.id, name).catch(() => {});
      throw err;
    }
    deps.stored?.(b.id, name);
    sendJson(res, 200, { Key: `${b.id}/${name}`, Id: id });
  } finally {
    await fs.promises.rm(temp, { force: true });
  }
}
