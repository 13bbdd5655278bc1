/**
 * Where the bytes of stored objects live: one small interface, two implementations — this
 * server's disk (DATA_DIR/storage, the default) or an S3-compatible service (AWS S3,
 * Cloudflare R2, MinIO, Supabase Storage's S3 endpoint), chosen here from the configuration.
 * Everything that reads or writes object bytes (uploads, downloads, image transforms' sources,
 * removal, the start-up check, the owner marker) goes through it; the rows stay in storage.objects either way.
 */
import type { Readable } from 'node:stream';
import type { PlatformConfig } from '../config.ts';
import { createDiskObjectBytes } from './disk-object-bytes.ts';
import { createS3ObjectBytes } from './s3-object-bytes.ts';

/** Inclusive byte offsets, as in an HTTP Range. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredBytes {
  size: number;
  /** Last change, milliseconds since the epoch (the cleanup leaves fresh bytes alone). */
  modifiedMs: number;
}

export interface ObjectBytes {
  /** "disk" or "s3", for logs and tests. */
  readonly kind: 'disk' | 's3';
  /** Where the store is, for operators: the folder, or the S3 bucket and its endpoint. */
  readonly where: string;
  /**
   * A fresh temp file name on this server's disk (not yet created). Upload bodies land there
   * first whatever the store: their content is checked before anything is stored.
   */
  tempFile(): string;
  /** Folder of those temp files (the start-up check removes abandoned ones). */
  readonly tmpDir: string;
  /**
   * Stores a checked upload's temp file as the object's bytes, replacing an older version.
   * Streams: never more than a few parts of a large file are in memory.
   */
  put(tempFile: string, bucket: string, name: string, contentType: string): Promise<void>;
  /** The object's size and last change; undefined when it has no bytes. */
  head(bucket: string, name: string): Promise<StoredBytes | undefined>;
  /** The object's bytes (or a range of them); objectNotFound when it has none. */
  get(bucket: string, name: string, range?: ByteRange): Promise<Readable>;
  /** A path sharp can read directly, when the bytes are a local file. */
  localPath?(bucket: string, name: string): string;
  /** Removes the object's bytes; nothing happens when there are none. */
  remove(bucket: string, name: string): Promise<void>;
  /** Every object with bytes in the bucket, for the start-up check and `npm run storage:orphans`. */
  list(bucket: string): AsyncIterable<{ name: string } & StoredBytes>;
  /** The store's owner marker (store-owner.ts), STORE_OWNER_MARKER at its root; undefined when it has none. */
  readMarker(): Promise<string | undefined>;
  /** Writes the marker; `onlyIfNone`: leaves an existing one as it is. */
  writeMarker(body: string, onlyIfNone: boolean): Promise<void>;
  /** Tidies what removals leave behind (empty folders on disk); optional. */
  tidy?(bucket: string): Promise<void>;
  close?(): void;
}

/** Never a storage bucket's folder or key prefix: bucket ids start with a letter or digit. */
export const STORE_OWNER_MARKER = '.ajans-store-owner.json';

export function createObjectBytes(config: Pick<PlatformConfig, 'dataDir' | 'objectStore'>, log: (m: string) => void): ObjectBytes {
  return config.objectStore ? createS3ObjectBytes(config.dataDir, config.objectStore, log) : createDiskObjectBytes(config.dataDir);
}
