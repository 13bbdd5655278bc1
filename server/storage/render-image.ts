/**
 * `/storage/v1/render/image/{public|authenticated}/{bucket}/{name}`: Supabase Storage's image
 * transformation endpoint, done with sharp (libvips) instead of imgproxy. Resizes (cover,
 * contain, fill; never enlarges, as imgproxy), sets the quality and answers WebP to browsers
 * that accept it unless `format=origin`. Results go to a bounded disk cache keyed by the
 * object's version; at most two transforms run at once (they are CPU-heavy).
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import type { ServerContext } from '../context.ts';
import { runAsCaller } from '../db/caller-transaction.ts';
import { authenticate } from '../http/request-auth.ts';
import { objectNotFound, StorageError } from './errors.ts';
import { filePath, validateBucketId, validateKey } from './object-key.ts';
import { cacheKey, createRenderCache } from './render-cache.ts';
import { parseTransformOptions, type TransformOptions } from './transform-options.ts';

/** Source limits of Supabase's transformations. */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
export const MAX_SOURCE_PIXELS = 50_000_000;
const MAX_CONCURRENT_TRANSFORMS = 2;

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** Raster types sharp reads and writes; anything else in a bucket is not an image to render. */
const SOURCE_FORMATS: Record<string, OutputFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

const CONTENT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

const FITS = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;

interface StoredObject {
  version: string | null;
  metadata: { eTag?: string; mimetype?: string; cacheControl?: string; lastModified?: string } | null;
}

const processingError = (message: string) => new StorageError('422', 'ImageProcessingError', message);

function limitConcurrency(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // A finished task hands its slot straight to the next waiter, so none can slip in between.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/** WebP unless the caller asked otherwise or its browser does not take it, as Supabase does. */
function outputFormat(options: TransformOptions, source: OutputFormat, accept: string): OutputFormat {
  if (options.format === 'webp' || options.format === 'avif') return options.format;
  if (options.format === 'origin') return source;
  return /\bimage\/webp\b/i.test(accept) ? 'webp' : source;
}

async function transform(file: string, options: TransformOptions, source: OutputFormat, format: OutputFormat): Promise<Buffer> {
  // Animations stay animated when the output format can carry them.
  const animated = (source === 'gif' || source === 'webp') && (format === 'gif' || format === 'webp');
  let image = sharp(file, { limitInputPixels: MAX_SOURCE_PIXELS, animated }).rotate();
  if (options.width || options.height) {
    // One side given keeps the aspect ratio whatever the mode; imgproxy's fit = sharp's inside.
    const fit = !options.width || !options.height ? 'inside' : FITS[options.resize];
    image = image.resize({ width: options.width, height: options.height, fit, withoutEnlargement: true });
  }
  const quality = options.quality;
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'avif':
      return image.avif({ quality: Math.max(1, quality - 20) }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

export function createImageRenderer(ctx: ServerContext) {
  const root = path.join(ctx.config.dataDir, 'storage');
  const cache = createRenderCache(path.join(ctx.config.dataDir, 'storage-cache'));
  const limit = limitConcurrency(MAX_CONCURRENT_TRANSFORMS);

  async function findObject(req: IncomingMessage, url: URL, scope: string, bucketId: string, name: string): Promise<StoredObject | undefined> {
    if (scope === 'public') {
      const { rows } = await ctx.db.admin.query<StoredObject>(
        `select o.version, o.metadata from storage.objects o join storage.buckets b on b.id = o.bucket_id
         where b.id = $1 and o.name = $2 and b.public`,
        [bucketId, name],
      );
      return rows[0];
    }
    // Authenticated: the same RLS read check as downloading the object.
    const auth = await authenticate(req, ctx.jwt, url);
    const info = { method: req.method ?? 'GET', path: url.pathname, headers: req.headers };
    return runAsCaller(ctx.db.api, auth, info, { readOnly: true }, async (client) => {
      return (await client.query<StoredObject>('select version, metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])).rows[0];
    });
  }

  /** `parts`: the path after /render/image, e.g. ['public', 'media', 'seed', 'hero.jpg']. */
  return async function renderImage(req: IncomingMessage, res: ServerResponse, url: URL, parts: string[]): Promise<void> {
    const [scope, rawBucket, ...rawName] = parts;
    if ((scope !== 'public' && scope !== 'authenticated') || !rawBucket || rawName.length === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) {
      throw new StorageError('404', 'not_found', 'Route not found');
    }
    const options = parseTransformOptions(url.searchParams);
    const bucketId = validateBucketId(decodeURIComponent(rawBucket));
    const name = validateKey(rawName.map((p) => decodeURIComponent(p)).join('/'));
    const object = await findObject(req, url, scope, bucketId, name);
    if (!object) throw objectNotFound();
    const source = SOURCE_FORMATS[object.metadata?.mimetype ?? ''];
    if (!source) throw processingError('Source image type not supported');
    const file = filePath(root, bucketId, name);
    let size: number;
    try {
      size = (await fs.promises.stat(file)).size;
    } catch {
      throw objectNotFound();
    }
    if (size > MAX_SOURCE_BYTES) throw processingError('Source image file is too big');

    const format = outputFormat(options, source, String(req.headers.accept ?? ''));
    const key = cacheKey([bucketId, name, object.version ?? '', object.metadata?.eTag ?? '', options.width, options.height, options.resize, options.quality, format]);
    const eTag = `"${key.slice(0, 32)}"`;
    const headers: Record<string, string | number> = {
      'Content-Type': CONTENT_TYPES[format],
      'Cache-Control': object.metadata?.cacheControl || 'no-cache',
      ETag: eTag,
      'Last-Modified': object.metadata?.lastModified ?? new Date().toUTCString(),
      // The answer depends on Accept unless the format was named.
      ...(options.format ? {} : { Vary: 'Accept' }),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    };
    if (req.headers['if-none-match'] === eTag) {
      res.writeHead(304, headers).end();
      return;
    }
    const result = await cache.get(key, () =>
      limit(() =>
        transform(file, options, source, format).catch((err: unknown) => {
          const message = err instanceof Error ? err.message : String(err);
          if (/pixel limit/i.test(message)) throw processingError('Source image resolution is too big');
          throw processingError('Invalid source image');
        }),
      ),
    );
    headers['Content-Length'] = result.bytes.length;
    headers['X-Cache'] = result.hit ? 'HIT' : 'MISS';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : result.bytes);
  };
}
