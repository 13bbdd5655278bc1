/**
 * `/storage/v1/render/image/{public|authenticated}/{bucket}/{name}`: Supabase Storage's image
 * transformation endpoint, done with sharp (libvips) instead of imgproxy, for the variants the
 * site asks for only (transform-options.ts): an allowed width, WebP to browsers that accept it
 * unless `format=` names one, one quality per format. A visitor cannot turn it into work:
 * - the source's size is read from its header first: over 50 megapixels is refused before any
 *   decoding, and the output is at most the requested width and MAX_OUTPUT_HEIGHT tall;
 * - results go to a bounded disk cache keyed by the object's version and the output's size, and
 *   identical requests in flight share one render (render-cache.ts);
 * - renders wait in a bounded queue (503 with Retry-After when full, transform-queue.ts) and
 *   each has a time limit;
 * - a new upload's variants are rendered in the background, so a visitor's first view is a hit;
 * - a crop (width and height, the policy's renderCrops only) covers its size around the image's
 *   focus as the app keeps it (policy.focusOf: the media library's focal point), and its cache
 *   key names the area cut, so a moved focal point gives a new crop.
 * Sources are read through the object store (object-bytes.ts): straight from the file on disk,
 * or fetched whole (at most MAX_SOURCE_BYTES) from the S3 store when a render needs them, once
 * per request or upload whatever it needs (header, render, every pre-rendered width); their size
 * comes from the row, so a cache hit or a 304 costs the store nothing. The variants stay in this
 * server's own cache either way.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import type { PlatformContext } from '../context.ts';
import { runAsCaller } from '../db/caller-transaction.ts';
import { authenticate } from '../http/request-auth.ts';
import { objectNotFound, StorageError } from './errors.ts';
import { validateBucketId, validateKey } from './object-key.ts';
import type { ObjectBytes } from './object-bytes.ts';
import { cacheKey, createRenderCache, type CachedResult } from './render-cache.ts';
import { parseTransformOptions, type TransformOptions } from './transform-options.ts';
import type { StoragePolicy } from './storage-policy.ts';
import { createTransformQueue, type TransformQueue } from './transform-queue.ts';
import { coverCrop, orientedSize, variantSize, type CropArea, type PixelSize } from './variant-size.ts';

/** Source limits of Supabase's transformations. */
export const MAX_SOURCE_BYTES = 25 * 1024 * 1024;
export const MAX_SOURCE_PIXELS = 50_000_000;
/** Pre-rendered on upload: what every current browser is served (old ones get `origin` on demand). */
const PRERENDER_FORMAT = 'webp';
/** Background renders waiting at most (about 40 uploads' variants); more are left for visitors. */
const MAX_BACKGROUND = 500;
/** How long a render that ran out of time is answered from memory, not retried. */
const FAILURE_MEMORY_MS = 60_000;

type OutputFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

// One libvips thread per transform: parallelism is IMAGE_TRANSFORM_CONCURRENCY (one less than
// the CPUs by default), so one CPU always stays for the API and the pages.
sharp.concurrency(1);

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

interface StoredObject {
  version: string | null;
  metadata: { eTag?: string; size?: number; mimetype?: string; cacheControl?: string; lastModified?: string } | null;
}

/** A stored image to render from: its type and its bytes, read at most once. */
interface Source {
  id: string;
  format: OutputFormat;
  input: () => Promise<string | Buffer>;
}

/** One variant to serve: where its source is and what to make of it. */
interface Variant {
  key: string;
  /** The source's bytes, or a path sharp reads itself. */
  input: () => Promise<string | Buffer>;
  source: OutputFormat;
  format: OutputFormat;
  size: PixelSize;
  /** A crop's part of the source, cut before resizing. */
  area?: CropArea;
}

export interface ImageRenderer {
  render(req: IncomingMessage, res: ServerResponse, url: URL, parts: string[]): Promise<void>;
  /** Queues the allowed variants of a just-stored object (public buckets, images only). */
  prerender(bucketId: string, name: string): Promise<void>;
  /** Renders started by this server (sharp jobs, whether they succeed or not). */
  readonly stats: { transforms: number };
  readonly queue: TransformQueue;
  /** Whether no pre-rendering is being planned, queued or run. */
  backgroundIdle(): boolean;
}

const processingError = (message: string) => new StorageError('422', 'ImageProcessingError', message);

/** WebP unless the caller asked otherwise or its browser does not take it, as Supabase does. */
function outputFormat(options: TransformOptions, source: OutputFormat, accept: string): OutputFormat {
  if (options.format === 'webp' || options.format === 'avif') return options.format;
  if (options.format === 'origin') return source;
  return /\bimage\/webp\b/i.test(accept) ? 'webp' : source;
}

async function transform(variant: Variant, file: string | Buffer, timeoutSeconds: number, quality: StoragePolicy['renderQuality']): Promise<Buffer> {
  const { source, format, size, area } = variant;
  // Animations stay animated when the output format can carry them (a crop is one frame).
  const animated = !area && (source === 'gif' || source === 'webp') && (format === 'gif' || format === 'webp');
  const oriented = sharp(file, { limitInputPixels: MAX_SOURCE_PIXELS, animated }).rotate();
  const image = (area ? oriented.extract(area) : oriented)
    .resize({ width: size.width, height: size.height, fit: 'fill' })
    .timeout({ seconds: timeoutSeconds });
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: quality.jpeg, mozjpeg: true }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality: quality.webp }).toBuffer();
    case 'avif':
      // Effort 2 of 9: several times faster than the default 4 for a few per cent more bytes.
      return image.avif({ quality: quality.avif, effort: 2 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

/** Renderers by server, so tests and benchmarks can read their counters. */
const renderers = new WeakMap<PlatformContext, ImageRenderer>();
export const imageRendererOf = (ctx: PlatformContext): ImageRenderer | undefined => renderers.get(ctx);

/** A whole stream in memory, refused past MAX_SOURCE_BYTES (the row's size may be missing). */
async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > MAX_SOURCE_BYTES) {
      stream.destroy();
      throw processingError('Source image file is too big');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function createImageRenderer(ctx: PlatformContext, bytes: ObjectBytes): ImageRenderer {
  const cache = createRenderCache(path.join(ctx.config.dataDir, 'storage-cache'));
  const settings = ctx.config.imageTransforms;
  const queue = createTransformQueue({ concurrency: settings.concurrency, maxWaiting: settings.queue, maxBackground: MAX_BACKGROUND });
  const stats = { transforms: 0 };
  // Source sizes by object version (a version is never rewritten), most recent last.
  const sourceSizes = new Map<string, Promise<PixelSize>>();
  const failures = new Map<string, { error: StorageError; until: number }>();

  async function findObject(req: IncomingMessage, url: URL, scope: string, bucketId: string, name: string): Promise<StoredObject | undefined> {
    if (scope === 'public') return findPublicObject(bucketId, name);
    // Authenticated: the same RLS read check as downloading the object.
    const auth = await authenticate(req, ctx.jwt, url);
    const info = { method: req.method ?? 'GET', path: url.pathname, headers: req.headers };
    return runAsCaller(ctx.db.api, auth, info, { readOnly: true }, async (client) => {
      return (await client.query<StoredObject>('select version, metadata from storage.objects where bucket_id = $1 and name = $2', [bucketId, name])).rows[0];
    });
  }

  async function findPublicObject(bucketId: string, name: string): Promise<StoredObject | undefined> {
    const { rows } = await ctx.db.admin.query<StoredObject>(
      `select o.version, o.metadata from storage.objects o join storage.buckets b on b.id = o.bucket_id
       where b.id = $1 and o.name = $2 and b.public`,
      [bucketId, name],
    );
    return rows[0];
  }

  /** The source's displayed size from its header; too many pixels or no image refused here. */
  function sourceSize(input: () => Promise<string | Buffer>, id: string): Promise<PixelSize> {
    let size = sourceSizes.get(id);
    if (size) {
      sourceSizes.delete(id);
    } else {
      size = input()
        .then((file) => sharp(file).metadata())
        .then(
          (m) => {
            if (!m.width || !m.height) throw processingError('Invalid source image');
            const height = m.pageHeight ?? m.height;
            if (m.width * height > MAX_SOURCE_PIXELS) throw processingError('Source image resolution is too big');
            return orientedSize(m.width, height, m.orientation);
          },
          (err: unknown) => {
            throw err instanceof StorageError ? err : processingError('Invalid source image');
          },
        );
      size.catch(() => sourceSizes.delete(id));
      if (sourceSizes.size >= 2000) sourceSizes.delete(sourceSizes.keys().next().value!);
    }
    sourceSizes.set(id, size);
    return size;
  }

  /**
   * A stored object as a render's source; throws Storage's errors. The size comes from the row
   * as for downloads (the store is asked only when the row has none). The bytes are read when
   * first needed and shared by everything this request or upload renders, so an S3 source is
   * fetched once, not once for its header and once per variant.
   */
  async function sourceOf(bucketId: string, name: string, object: StoredObject): Promise<Source> {
    const format = SOURCE_FORMATS[object.metadata?.mimetype ?? ''];
    if (!format) throw processingError('Source image type not supported');
    let size = object.metadata?.size;
    if (typeof size !== 'number') {
      const stored = await bytes.head(bucketId, name);
      if (!stored) throw objectNotFound();
      size = stored.size;
    }
    if (size > MAX_SOURCE_BYTES) throw processingError('Source image file is too big');
    const id = JSON.stringify([bucketId, name, object.version ?? '', object.metadata?.eTag ?? '']);
    const local = bytes.localPath?.(bucketId, name);
    let loaded: Promise<string | Buffer> | undefined;
    // A row whose file is missing is "not found", not an invalid image.
    const load = local
      ? () => fs.promises.access(local).then(() => local, () => Promise.reject(objectNotFound()))
      : async () => readAll(await bytes.get(bucketId, name));
    return { id, format, input: () => (loaded ??= load()) };
  }

  /** Where the app keeps this image's subject (a failed read: the middle). */
  async function focusOf(bucketId: string, name: string) {
    const read = ctx.storagePolicy.focusOf;
    if (!read) return null;
    return read((sql, params) => ctx.db.admin.query(sql, params), bucketId, name).catch((err: unknown) => {
      console.error('image focus', err);
      return null;
    });
  }

  /** The variant of a source for a width (and a crop's height) and format; throws Storage's errors. */
  async function plan(bucketId: string, name: string, object: StoredObject, source: Source, want: { width: number; height?: number }, format: (source: OutputFormat) => OutputFormat): Promise<Variant> {
    const sourcePixels = await sourceSize(source.input, source.id);
    const crop = want.height === undefined ? undefined : coverCrop(sourcePixels, { width: want.width, height: want.height }, await focusOf(bucketId, name));
    const size = crop?.size ?? variantSize(sourcePixels, want.width);
    const out = format(source.format);
    const quality = out === 'jpeg' || out === 'webp' || out === 'avif' ? ctx.storagePolicy.renderQuality[out] : 0;
    const cut = crop ? [crop.area.left, crop.area.top, crop.area.width, crop.area.height] : [];
    const key = cacheKey([bucketId, name, object.version ?? '', object.metadata?.eTag ?? '', size.width, size.height, out, quality, ...cut]);
    return { key, input: source.input, source: source.format, format: out, size, ...(crop ? { area: crop.area } : {}) };
  }

  /** The variant's bytes: from the cache, from a render in flight, or rendered by `run`. */
  function produce(variant: Variant, run: (job: () => Promise<Buffer>) => Promise<Buffer>): Promise<CachedResult> {
    const failed = failures.get(variant.key);
    if (failed && failed.until > Date.now()) return Promise.reject(failed.error);
    failures.delete(variant.key);
    return cache.get(variant.key, () =>
      run(async () => {
        // Read first: a store that fails answers its own error, not "invalid source image".
        const input = await variant.input();
        stats.transforms++;
        return transform(variant, input, settings.timeoutSeconds, ctx.storagePolicy.renderQuality).catch((err: unknown) => {
          const message = err instanceof Error ? err.message : String(err);
          if (/pixel limit/i.test(message)) throw processingError('Source image resolution is too big');
          if (!/timeout/i.test(message)) throw processingError('Invalid source image');
          const error = processingError('Image transformation took too long');
          if (failures.size >= 1000) failures.delete(failures.keys().next().value!);
          failures.set(variant.key, { error, until: Date.now() + FAILURE_MEMORY_MS });
          throw error;
        });
      }),
    );
  }

  /** `parts`: the path after /render/image, e.g. ['public', 'media', 'seed', 'hero.jpg']. */
  async function render(req: IncomingMessage, res: ServerResponse, url: URL, parts: string[]): Promise<void> {
    const [scope, rawBucket, ...rawName] = parts;
    if ((scope !== 'public' && scope !== 'authenticated') || !rawBucket || rawName.length === 0 || (req.method !== 'GET' && req.method !== 'HEAD')) {
      throw new StorageError('404', 'not_found', 'Route not found');
    }
    const options = parseTransformOptions(url.searchParams, ctx.storagePolicy);
    const bucketId = validateBucketId(decodeURIComponent(rawBucket));
    const name = validateKey(rawName.map((p) => decodeURIComponent(p)).join('/'));
    const object = await findObject(req, url, scope, bucketId, name);
    if (!object) throw objectNotFound();
    const accept = String(req.headers.accept ?? '');
    const source = await sourceOf(bucketId, name, object);
    const variant = await plan(bucketId, name, object, source, options, (format) => outputFormat(options, format, accept));

    const eTag = `"${variant.key.slice(0, 32)}"`;
    const headers: Record<string, string | number> = {
      'Content-Type': CONTENT_TYPES[variant.format],
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
    const result = await produce(variant, (job) => queue.run(job));
    headers['Content-Length'] = result.bytes.length;
    headers['X-Cache'] = result.hit ? 'HIT' : 'MISS';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : result.bytes);
  }

  let planning = 0;
  async function prerender(bucketId: string, name: string): Promise<void> {
    planning++;
    try {
      await queuePrerender(bucketId, name);
    } finally {
      planning--;
    }
  }

  async function queuePrerender(bucketId: string, name: string): Promise<void> {
    const object = await findPublicObject(bucketId, name);
    if (!object || !SOURCE_FORMATS[object.metadata?.mimetype ?? '']) return;
    const keys = new Set<string>();
    // One source for every width: an S3 object is fetched once for all its variants.
    const source = await sourceOf(bucketId, name, object);
    for (const width of ctx.storagePolicy.renderWidths) {
      const variant = await plan(bucketId, name, object, source, { width }, () => PRERENDER_FORMAT);
      // Widths above the source's own give the same variant: rendered once.
      if (keys.has(variant.key)) continue;
      keys.add(variant.key);
      if (!queue.runInBackground(() => produce(variant, (job) => job()))) return;
    }
  }

  const backgroundIdle = () => {
    const load = queue.load();
    return planning === 0 && load.background === 0 && load.backgroundRunning === 0;
  };
  const renderer: ImageRenderer = { render, prerender, stats, queue, backgroundIdle };
  renderers.set(ctx, renderer);
  return renderer;
}
