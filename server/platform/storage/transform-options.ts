/**
 * The query of Storage's image transformation endpoint, narrowed to the variants the site asks
 * for (the app's StoragePolicy): `width` one of RENDER_WIDTHS and required, `format` origin |
 * webp | avif (absent: the server picks from `Accept`), `quality` only Storage's default (80);
 * `height` only as one of the policy's crops (`renderCrops`, width and height together, with
 * `resize=cover` or none, Storage's default), `resize` otherwise checked but meaningless with one
 * side given.
 *
 * Anything else is a 400 in Storage's shape with the messages its schema validation (ajv) gives,
 * rather than being rounded to an allowed variant: a wrong URL is then seen at once by whoever
 * wrote it, and an answer is never an image of another size than the one asked for. Either way a
 * visitor can make at most widths × formats renders per stored image.
 */
import type { RenderFormat, StoragePolicy } from './storage-policy.ts';
import { StorageError } from './errors.ts';

export const RESIZE_MODES = ['cover', 'contain', 'fill'] as const;

export interface TransformOptions {
  width: number;
  /** Given: a crop of width × height, covering it. */
  height?: number;
  format?: RenderFormat;
}

const invalid = (message: string) => new StorageError('400', 'invalid_request', `querystring${message}`);
const notAllowed = (name: string) => invalid(`/${name} must be equal to one of the allowed values`);

function allowedNumber(query: URLSearchParams, name: string, allowed: readonly number[]): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!/^[+-]?\d+$/.test(raw.trim())) throw invalid(`/${name} must be integer`);
  const value = Number(raw);
  if (!allowed.includes(value)) throw notAllowed(name);
  return value;
}

function oneOf<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!(allowed as readonly string[]).includes(raw)) throw notAllowed(name);
  return raw as T;
}

export function parseTransformOptions(query: URLSearchParams, policy: StoragePolicy): TransformOptions {
  const height = allowedNumber(query, 'height', [...new Set(policy.renderCrops.map((c) => c.height))]);
  const widths = height === undefined ? policy.renderWidths : policy.renderCrops.filter((c) => c.height === height).map((c) => c.width);
  const width = allowedNumber(query, 'width', widths);
  allowedNumber(query, 'quality', [policy.defaultRenderQuality]);
  const resize = oneOf(query, 'resize', RESIZE_MODES);
  const format = oneOf(query, 'format', policy.renderFormats);
  if (width === undefined) throw invalid(" must have required property 'width'");
  if (height === undefined) return { width, format };
  if (resize !== undefined && resize !== 'cover') throw notAllowed('resize');
  return { width, height, format };
}
