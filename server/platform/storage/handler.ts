/**
 * `/storage/v1`: Supabase Storage's API for what the app uses — upload (no overwrite unless
 * `x-upsert`), public and authenticated download, remove by prefixes, list, bucket lookup.
 * Rows live in storage.objects and are written as the caller's role, so the bucket's RLS
 * policies decide who may upload and delete; bytes live under DATA_DIR/storage or in an
 * S3-compatible store (object-bytes.ts). Uploads are authorized before their body is read and
 * streamed to a temp file (see upload.ts); every upload is checked by content: its bytes must
 * be one of the bucket's allowed types.
 */
import { databaseHeaders } from '../http/database-headers.ts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import type { PlatformContext } from '../context.ts';
import { runAsCaller } from '../db/caller-transaction.ts';
import type { RouteHandler } from '../http/route.ts';
import { authenticate, MissingApiKeyError, type RequestAuth } from '../http/request-auth.ts';
import { BodyTooLargeError, readBody, sendJson } from '../http/respond.ts';
import { JwtError } from '../jwt.ts';
import { bucketNotFound, databaseUnavailable, duplicate, objectNotFound, rlsViolation, StorageError } from './errors.ts';
import { isConnectionFailure } from '../http/database-availability.ts';
import { isDataException } from '../db/data-exception.ts';
import { createObjectBytes, type ObjectBytes } from './object-bytes.ts';
import { listObjects, parseListBody } from './list.ts';
import { invalidRequest, parseStorageJson } from './json-body.ts';
import { queryFault } from '../http/malformed-text.ts';
import { createImageRenderer } from './render-image.ts';
import { validateBucketId, validateKey } from './object-key.ts';
import { checkAtStart } from './orphans.ts';
import { databaseIdentity, notOwnerNotice, storeOwnership } from './store-owner.ts';
import { upload, type Bucket, type ObjectMetadata, type UploadDeps } from './upload.ts';
import { createUploadSlots } from './upload-slots.ts';

/** Uploads reading their bodies at once; each holds about 200 KB (stream buffers, first bytes). */
const PARALLEL_UPLOADS = 8;

function objectPath(parts: string[]): string {
  return validateKey(parts.map((p) => decodeURIComponent(p)).join('/'));
}

export function createStorageHandler(ctx: PlatformContext): RouteHandler {
  const store = createObjectBytes(ctx.config, ctx.log);
  // Only the store's owner deletes from it (store-owner.ts): elsewhere a removed row keeps its
  // bytes. Undefined until known; a check that failed (store or database down at the start) is
  // tried again at the next removal, and until then nothing is deleted.
  let owner: boolean | undefined;
  async function ownsStore(): Promise<boolean> {
    if (owner === undefined) {
      const ownership = await storeOwnership(store, await databaseIdentity(ctx.db.admin));
      if (!ownership.owner) ctx.log(notOwnerNotice(store));
      else if (ownership.claimed) ctx.log(`Storage: the store ${store.where} had no owner; this database owns it now.`);
      owner = ownership.owner;
    }
    return owner;
  }
  const bytes: ObjectBytes = {
    ...store,
    async remove(bucketId, name) {
      if (await ownsStore().catch(() => false)) await store.remove(bucketId, name);
    },
  };
  const images = createImageRenderer(ctx, bytes);
  const slots = createUploadSlots(PARALLEL_UPLOADS);
  // Requests wait for the start-up check, so it never races this process's own uploads.
  const repaired = (async () => checkAtStart(ctx.db.admin, store, await ownsStore(), ctx.log))().catch((err: unknown) => {
    ctx.log(`Storage: start-up check failed: ${err instanceof Error ? err.message : String(err)}`);
  });

  /**
   * In the background, never delaying the upload's answer: the variants the site will ask for.
   * For staff's uploads (through the admin); the server's own (the demo images, scripts with the
   * service key) are rendered when first asked for, so a start does not spend minutes of CPU.
   */
  function prerender(bucketId: string, name: string): void {
    images.prerender(bucketId, name).catch((err: unknown) => {
      if (!(err instanceof StorageError)) ctx.log(`Storage: pre-rendering ${bucketId}/${name} failed: ${err instanceof Error ? err.message : String(err)}`);
    });
  }

  async function bucket(id: string): Promise<Bucket> {
    const { rows } = await ctx.db.admin.query<Bucket>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [validateBucketId(id)]);
    if (!rows[0]) throw bucketNotFound();
    return rows[0];
  }

  function asCaller<T>(req: IncomingMessage, auth: RequestAuth, path: string, readOnly: boolean, work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    // The headers as the database should see them: x-forwarded-for is the address this server trusts.
    return runAsCaller(ctx.db.api, auth, { method: req.method ?? 'GET', path, headers: databaseHeaders(req, ctx.config.trustProxy) }, { readOnly }, work);
  }

  async function download(req: IncomingMessage, res: ServerResponse, bucketId: string, name: string, metadata: ObjectMetadata): Promise<void> {
    // The row knows the size; asking the store too would cost S3 a second round trip per read.
    // A HEAD request, or a row without it, asks the store whether the bytes are there.
    let size = metadata.size;
    if (req.method === 'HEAD' || typeof size !== 'number') {
      const stored = await bytes.head(bucketId, name);
      if (!stored) throw objectNotFound();
      size = stored.size;
    }
    const headers: Record<string, string | number> = {
      'Content-Type': metadata.mimetype || 'application/octet-stream',
      'Cache-Control': metadata.cacheControl || 'no-cache',
      ETag: metadata.eTag,
      'Last-Modified': metadata.lastModified,
      'Accept-Ranges': 'bytes',
      'X-Content-Type-Options': 'nosniff',
      // Uploaded files are never a page of this site, whatever they contain.
      'Content-Security-Policy': "default-src 'none'; media-src 'self'; img-src 'self'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    };
    if (req.headers['if-none-match'] === metadata.eTag) {
      res.writeHead(304, headers).end();
      return;
    }
    const range = /^bytes=(\d*)-(\d*)$/.exec(String(req.headers.range ?? ''));
    let start = 0;
    let end = size - 1;
    let status = 200;
    if (range && (range[1] || range[2])) {
      start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
      end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
      if (start > end || start >= size) {
        sendJson(res, 416, new StorageError('416', 'InvalidRange', 'The requested range is not satisfiable', 416), { 'Content-Range': `bytes */${size}` });
        return;
      }
      status = 206;
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    }
    headers['Content-Length'] = end - start + 1;
    // Opened before the answer starts, so missing bytes or a failing store still get Storage's error JSON.
    const body = req.method === 'HEAD' ? undefined : await bytes.get(bucketId, name, status === 206 ? { start, end } : undefined);
    if (!body || size === 0) {
      body?.destroy();
      res.writeHead(status, headers).end();
      return;
    }
    res.writeHead(status, headers);
    body.on('error', () => res.destroy()).pipe(res);
    res.on('close', () => body.destroy());
  }

  async function publicDownload(req: IncomingMessage, res: ServerResponse, bucketId: string, name: string): Promise<void> {
    const { rows } = await ctx.db.admin.query<{ metadata: ObjectMetadata }>(
      `select o.metadata from storage.objects o join storage.buckets b on b.id = o.bucket_id
       where b.id = $1 and o.name = $2 and b.public`,
      [validateBucketId(bucketId), name],
    );
    if (!rows[0]) throw objectNotFound();
    await download(req, res, bucketId, name, rows[0].metadata);
  }

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, path: string): Promise<void> {
    const method = req.method ?? 'GET';
    const parts = path.split('/').filter(Boolean);
    // Transform options are text: bytes that are not UTF-8, or U+0000, are refused as the names are.
    if (queryFault(url.search)) throw invalidRequest('Invalid characters in the query string');
    if (parts[0] === 'render' && parts[1] === 'image') return images.render(req, res, url, parts.slice(2));
    // Public objects need no key, as on Supabase.
    if (parts[0] === 'object' && parts[1] === 'public' && (method === 'GET' || method === 'HEAD') && parts.length >= 4) {
      await publicDownload(req, res, decodeURIComponent(parts[2]!), objectPath(parts.slice(3)));
      return;
    }
    const auth = await authenticate(req, ctx.jwt, url);
    if (parts[0] === 'bucket' && method === 'GET') {
      if (parts[1]) validateBucketId(decodeURIComponent(parts[1]));
      const rows = await asCaller(req, auth, path, true, async (client) => {
        const sql = `select id, name, owner, public, file_size_limit, allowed_mime_types, created_at, updated_at from storage.buckets`;
        return (parts[1] ? await client.query(`${sql} where id = $1`, [decodeURIComponent(parts[1])]) : await client.query(`${sql} order by name`)).rows;
      });
      if (parts[1] && !rows[0]) throw bucketNotFound();
      sendJson(res, 200, parts[1] ? rows[0] : rows);
      return;
    }
    if (parts[0] === 'object' && parts[1] === 'list' && parts.length === 3 && method === 'POST') {
      const bucketId = validateBucketId(decodeURIComponent(parts[2]!));
      const options = parseListBody(await readBody(req, 64 * 1024));
      sendJson(res, 200, await asCaller(req, auth, path, true, (client) => listObjects(client, bucketId, options)));
      return;
    }
    if (parts[0] === 'object' && parts.length >= 3 && (method === 'POST' || method === 'PUT')) {
      const name = objectPath(parts.slice(2));
      const deps: UploadDeps = { admin: ctx.db.admin, bytes, slots, policy: ctx.storagePolicy, bucket, asCaller: (work) => asCaller(req, auth, path, false, work), stored: auth.role === 'authenticated' ? prerender : undefined };
      await upload(deps, req, res, auth, decodeURIComponent(parts[1]!), name);
      return;
    }
    if (parts[0] === 'object' && parts.length === 2 && method === 'DELETE') {
      const bucketId = validateBucketId(decodeURIComponent(parts[1]!));
      const body = parseStorageJson(await readBody(req, 1024 * 1024), '{ "prefixes": [...] }');
      if (body === null || typeof body !== 'object') throw invalidRequest('The body must be JSON: { "prefixes": [...] }');
      const prefixes = (body as { prefixes?: unknown }).prefixes;
      if (!Array.isArray(prefixes) || prefixes.length > 1000 || !prefixes.every((p) => typeof p === 'string')) {
        throw new StorageError('400', 'invalid_request', 'prefixes must be a list of at most 1000 object names');
      }
      const names = (prefixes as string[]).map((p) => validateKey(p));
      const deleted = await asCaller(req, auth, path, false, async (client) => {
        const { rows } = await client.query(
          `delete from storage.objects where bucket_id = $1 and name = any($2) returning id, name, bucket_id, owner, created_at, updated_at, last_accessed_at, metadata`,
          [bucketId, names],
        );
        return rows as { name: string }[];
      });
      await Promise.all(deleted.map((o) => bytes.remove(bucketId, o.name).catch(() => {})));
      sendJson(res, 200, deleted);
      return;
    }
    if (parts[0] === 'object' && (method === 'GET' || method === 'HEAD') && parts.length >= 3) {
      const scoped = parts[1] === 'authenticated' ? parts.slice(2) : parts.slice(1);
      const bucketId = validateBucketId(decodeURIComponent(scoped[0]!));
      const name = objectPath(scoped.slice(1));
      const rows = await asCaller(req, auth, path, true, async (client) => {
        return (await client.query<{ metadata: ObjectMetadata }>('select metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])).rows;
      });
      if (!rows[0]) throw objectNotFound();
      await download(req, res, bucketId, name, rows[0].metadata);
      return;
    }
    throw new StorageError('404', 'not_found', 'Route not found');
  }

  return async (req, res, url, path) => {
    try {
      await repaired;
      await route(req, res, url, path);
    } catch (err) {
      // The client went away mid-request: nobody to answer.
      if (req.destroyed && !req.complete) {
        res.destroy();
        return;
      }
      const error = toStorageError(err, ctx.log);
      if (res.headersSent) res.destroy();
      else sendJson(res, error.httpStatus, error, error.headers);
    }
  };
}

function toStorageError(err: unknown, log: (m: string) => void): StorageError {
  if (err instanceof StorageError) return err;
  if (err instanceof MissingApiKeyError) return new StorageError('401', 'Unauthorized', err.message, 401);
  if (err instanceof JwtError) return new StorageError('403', 'Unauthorized', err.code === 'PGRST303' ? 'jwt expired' : err.message);
  if (err instanceof BodyTooLargeError) return new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size', 413);
  if (err instanceof URIError) return new StorageError('400', 'InvalidKey', 'Invalid percent-encoding in the object name');
  if (isConnectionFailure(err)) return databaseUnavailable();
  const code = (err as { code?: string }).code;
  if (code === '23505') return duplicate();
  if (code === '42501') return rlsViolation();
  if (isDataException(err) || (code && code.startsWith('23'))) return invalidRequest((err as Error).message);
  log(`Storage: unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  return new StorageError('500', 'internal', 'Internal server error', 500);
}
