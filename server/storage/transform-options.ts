/**
 * The query of Storage's image transformation endpoint, checked as Supabase documents it:
 * `width` and `height` 1..2500, `resize` cover (default) | contain | fill, `quality` 20..100
 * (default 80), `format` origin | webp | avif (absent: the server picks from `Accept`).
 * Bad values are a 400 in Storage's shape, with the messages Storage's schema validation gives.
 */
import { StorageError } from './errors.ts';

export const RESIZE_MODES = ['cover', 'contain', 'fill'] as const;
export const FORMATS = ['origin', 'webp', 'avif'] as const;
export const MAX_DIMENSION = 2500;
export const DEFAULT_QUALITY = 80;

export interface TransformOptions {
  width?: number;
  height?: number;
  resize: (typeof RESIZE_MODES)[number];
  quality: number;
  format?: (typeof FORMATS)[number];
}

const invalid = (message: string) => new StorageError('400', 'invalid_request', `querystring/${message}`);

function integer(query: URLSearchParams, name: string, min: number, max: number): number | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!/^[+-]?\d+$/.test(raw.trim())) throw invalid(`${name} must be integer`);
  const value = Number(raw);
  if (value < min) throw invalid(`${name} must be >= ${min}`);
  if (value > max) throw invalid(`${name} must be <= ${max}`);
  return value;
}

function oneOf<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const raw = query.get(name);
  if (raw === null) return undefined;
  if (!(allowed as readonly string[]).includes(raw)) throw invalid(`${name} must be equal to one of the allowed values`);
  return raw as T;
}

export function parseTransformOptions(query: URLSearchParams): TransformOptions {
  return {
    width: integer(query, 'width', 1, MAX_DIMENSION),
    height: integer(query, 'height', 1, MAX_DIMENSION),
    resize: oneOf(query, 'resize', RESIZE_MODES) ?? 'cover',
    quality: integer(query, 'quality', 20, 100) ?? DEFAULT_QUALITY,
    format: oneOf(query, 'format', FORMATS),
  };
}
