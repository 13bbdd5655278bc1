/**
 * `/storage/v1`: Supabase Storage's API for what the app uses — upload (no overwrite unless
 * `x-upsert`), public and authenticated download, remove by prefixes, bucket lookup.
 * Rows live in storage.objects and are written as the caller's role, so the bucket's RLS
 * policies decide who may upload and delete; bytes live under DATA_DIR/storage. Every upload
 * is checked by content: its bytes must be one of the bucket's allowed types.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import type { ServerContext } from '../context.ts';
import { runAsCaller } from '../db/caller-transaction.ts';
import type { RouteHandler } from '../http/route.ts';
import { authenticate, MissingApiKeyError, type RequestAuth } from '../http/request-auth.ts';
import { BodyTooLargeError, readBody, sendJson } from '../http/respond.ts';
import { JwtError } from '../jwt.ts';
import { bucketNotFound, databaseUnavailable, duplicate, objectNotFound, rlsViolation, StorageError } from './errors.ts';
import { isConnectionFailure } from '../http/database-availability.ts';
import { createFileStore } from './files.ts';
import { listObjects, parseListBody } from './list.ts';
import { validateBucketId, validateKey } from './object-key.ts';
import { sameType, sniffContentType } from './sniff.ts';

interface Bucket {
  id: string;
  public: boolean;
  file_size_limit: string | null;
  allowed_mime_types: string[] | null;
}

interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

const DEFAULT_LIMIT = 50 * 1024 * 1024;
const MULTIPART_OVERHEAD = 1024 * 1024;

function cacheControlOf(value: string | null | undefined): string {
  const v = (value ?? '').trim();
  if (/^\d+$/.test(v)) return `max-age=${v}`;
  return /^[\w=,\s-]{1,100}$/.test(v) && v ? v : 'no-cache';
}

/** The uploaded file and its options, from a raw body or a multipart form as storage-js sends. */
async function readUpload(req: IncomingMessage, limit: number): Promise<{ bytes: Buffer; declaredType?: string; cacheControl: string }> {
  const body = await readBody(req, limit + MULTIPART_OVERHEAD);
  const contentType = String(req.headers['content-type'] ?? '');
  if (contentType.toLowerCase().startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw new StorageError('400', 'invalid_request', 'The multipart body could not be read');
    }
    const file = [...form.values()].find((v): v is File => typeof v !== 'string');
    if (!file) throw new StorageError('400', 'invalid_request', 'No file in the form');
    const cacheControl = form.get('cacheControl');
    return {
      bytes: Buffer.from(await file.arrayBuffer()),
      declaredType: file.type || undefined,
      cacheControl: cacheControlOf(typeof cacheControl === 'string' ? cacheControl : undefined),
    };
  }
  return { bytes: body, declaredType: contentType || undefined, cacheControl: cacheControlOf(req.headers['cache-control'] as string | undefined) };
}

function objectPath(parts: string[]): string {
  return validateKey(parts.map((p) => decodeURIComponent(p)).join('/'));
}

export function createStorageHandler(ctx: ServerContext): RouteHandler {
  const files = createFileStore(ctx.config.dataDir);

  async function bucket(id: string): Promise<Bucket> {
    const { rows } = await ctx.db.admin.query<Bucket>('select id, public, file_size_limit, allowed_mime_types from storage.buckets where id = $1', [validateBucketId(id)]);
    if (!rows[0]) throw bucketNotFound();
    return rows[0];
  }

  function asCaller<T>(req: IncomingMessage, auth: RequestAuth, path: string, readOnly: boolean, work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    return runAsCaller(ctx.db.api, auth, { method: req.method ?? 'GET', path, headers: req.headers }, { readOnly }, work);
  }

  async function upload(req: IncomingMessage, res: ServerResponse, auth: RequestAuth, bucketId: string, name: string, path: string): Promise<void> {
    const b = await bucket(bucketId);
    const limit = b.file_size_limit ? Number(b.file_size_limit) : DEFAULT_LIMIT;
    const { bytes, declaredType, cacheControl } = await readUpload(req, limit);
    if (bytes.length > limit) throw new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size', 413);
    const sniffed = sniffContentType(bytes);
    if (!sniffed) throw new StorageError('415', 'invalid_mime_type', 'The file content is not an allowed type (images, videos, PDF and Word documents only)', 415);
    const declared = declaredType?.split(';')[0]!.trim().toLowerCase();
    if (declared && declared !== 'application/octet-stream' && !declared.startsWith('multipart/') && !sameType(declared, sniffed)) {
      throw new StorageError('415', 'invalid_mime_type', `The file content (${sniffed}) does not match its declared type (${declared})`, 415);
    }
    if (b.allowed_mime_types?.length && !b.allowed_mime_types.includes(sniffed)) {
      throw new StorageError('415', 'invalid_mime_type', `mime type ${sniffed} is not supported`, 415);
    }
    const upsert = String(req.headers['x-upsert']).toLowerCase() === 'true' || req.method === 'PUT';
    const metadata: ObjectMetadata = {
      eTag: `"${crypto.createHash('md5').update(bytes).digest('hex')}"`,
      size: bytes.length,
      mimetype: sniffed,
      cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: bytes.length,
      httpStatusCode: 200,
    };
    const owner = auth.role === 'authenticated' && typeof auth.claims.sub === 'string' ? auth.claims.sub : null;
    const staged = await files.stage(bytes);
    let id: string;
    try {
      id = await asCaller(req, auth, path, false, async (client) => {
        const conflict = upsert
          ? ` on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version, updated_at = now()`
          : '';
        const { rows } = await client.query<{ id: string }>(
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, version) values ($1, $2, $3, $4, $5, $6)${conflict} returning id`,
          [b.id, name, owner, owner, metadata, crypto.randomUUID()],
        );
        return rows[0]!.id;
      });
    } catch (err) {
      await staged.discard();
      throw err;
    }
    await staged.commit(b.id, name);
    sendJson(res, 200, { Key: `${b.id}/${name}`, Id: id });
  }

  async function download(req: IncomingMessage, res: ServerResponse, bucketId: string, name: string, metadata: ObjectMetadata): Promise<void> {
    const file = files.path(bucketId, name);
    let size: number;
    try {
      size = (await fs.promises.stat(file)).size;
    } catch {
      throw objectNotFound();
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
        res.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
        return;
      }
      status = 206;
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
    }
    headers['Content-Length'] = end - start + 1;
    res.writeHead(status, headers);
    if (req.method === 'HEAD' || size === 0) {
      res.end();
      return;
    }
    fs.createReadStream(file, { start, end }).on('error', () => res.destroy()).pipe(res);
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
    // Public objects need no key, as on Supabase.
    if (parts[0] === 'object' && parts[1] === 'public' && (method === 'GET' || method === 'HEAD') && parts.length >= 4) {
      await publicDownload(req, res, decodeURIComponent(parts[2]!), objectPath(parts.slice(3)));
      return;
    }
    const auth = await authenticate(req, ctx.jwt, url);
    if (parts[0] === 'bucket' && method === 'GET') {
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
      const bucketId = decodeURIComponent(parts[1]!);
      await upload(req, res, auth, bucketId, objectPath(parts.slice(2)), path);
      return;
    }
    if (parts[0] === 'object' && parts.length === 2 && method === 'DELETE') {
      const bucketId = validateBucketId(decodeURIComponent(parts[1]!));
      let prefixes: unknown;
      try {
        prefixes = (JSON.parse((await readBody(req, 1024 * 1024)).toString('utf8')) as { prefixes?: unknown }).prefixes;
      } catch {
        throw new StorageError('400', 'invalid_request', 'The body must be JSON: { "prefixes": [...] }');
      }
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
      await Promise.all(deleted.map((o) => files.remove(bucketId, o.name).catch(() => {})));
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
      await route(req, res, url, path);
    } catch (err) {
      const error = toStorageError(err, ctx.log);
      if (res.headersSent) res.destroy();
      else sendJson(res, error.httpStatus, error);
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
  if (code && /^(22|23)/.test(code)) return new StorageError('400', 'invalid_request', (err as Error).message);
  log(`Storage: unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  return new StorageError('500', 'internal', 'Internal server error', 500);
}
