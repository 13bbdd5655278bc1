/**
 * Object bytes in an S3-compatible service (AWS S3, Cloudflare R2, MinIO, Supabase Storage's S3
 * endpoint) through the AWS SDK, so every server over the same database serves every file.
 * One S3 bucket holds all storage buckets: the key is `<storage bucket>/<object name>`.
 * Uploads stream from the checked temp file in parts (lib-storage's Upload: at most a few parts
 * in memory); downloads stream GetObject, with the HTTP Range passed on.
 * Anything the store answers besides "no such key" (unreachable, wrong keys, no bucket) becomes
 * Storage's error JSON with a 503, and the reason goes to the log, never to the client.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StoreConfig } from '../config.ts';
import { objectNotFound, objectStoreUnavailable } from './errors.ts';
import { validateBucketId, validateKey } from './object-key.ts';
import { STORE_OWNER_MARKER, type ObjectBytes, type StoredBytes } from './object-bytes.ts';
import { uploadTempDir } from './disk-object-bytes.ts';

/** Parts of a streamed upload: 8 MB each, 4 in flight, so at most 32 MB of a file in memory. */
const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 4;

/** Store answers that mean "this object has no bytes here". */
function isMissing(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || (e.$metadata?.httpStatusCode === 404 && e.name !== 'NoSuchBucket');
}

export function createS3ObjectBytes(dataDir: string, config: S3StoreConfig, log: (m: string) => void): ObjectBytes {
  const tmpDir = uploadTempDir(dataDir);
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: R2, MinIO and older S3-compatible services refuse
    // or mishandle the newer trailing-checksum uploads the SDK sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store answers an error within seconds instead of holding the request.
    requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
    maxAttempts: 3,
  });
  let bucketSeenAt = -Infinity;

  /**
   * A HEAD's 404 has no body to tell "no such key" from "no such bucket": the bucket is looked
   * up too (its presence remembered for a minute), so a wrong STORAGE_S3_BUCKET is an error,
   * not every object missing.
   */
  async function assertBucket(): Promise<void> {
    if (Date.now() - bucketSeenAt < 60_000) return;
    try {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    } catch (err) {
      throw failure(err, 'find its bucket');
    }
    bucketSeenAt = Date.now();
  }

  const key = (bucket: string, name: string) => `${validateBucketId(bucket)}/${validateKey(name)}`;

  /** The store's failure as Storage's error; "missing" only where the caller asks for it. */
  function failure(err: unknown, action: string): Error {
    const e = err as { name?: string; code?: string; message?: string; $metadata?: { httpStatusCode?: number } };
    log(`Storage: the object store (${config.endpoint}, bucket ${config.bucket}) failed to ${action}: ${e.name ?? ''} ${e.code ?? ''} ${e.$metadata?.httpStatusCode ?? ''} ${e.message ?? String(err)}`);
    return objectStoreUnavailable();
  }

  return {
    kind: 's3',
    where: `${config.bucket} (${config.endpoint})`,
    tmpDir,
    tempFile: () => path.join(tmpDir, crypto.randomUUID()),
    async put(temp, bucket, name, contentType) {
      const upload = new Upload({
        client,
        params: { Bucket: config.bucket, Key: key(bucket, name), Body: fs.createReadStream(temp), ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        throw failure(err, 'store an object');
      }
    },
    async head(bucket, name) {
      try {
        const res = await client.send(new HeadObjectCommand({ Bucket: config.bucket, Key: key(bucket, name) }));
        return { size: res.ContentLength ?? 0, modifiedMs: res.LastModified?.getTime() ?? 0 };
      } catch (err) {
        if (!isMissing(err)) throw failure(err, 'look up an object');
        await assertBucket();
        return undefined;
      }
    },
    async get(bucket, name, range) {
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: key(bucket, name), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        return res.Body as Readable;
      } catch (err) {
        if (isMissing(err)) throw objectNotFound();
        throw failure(err, 'read an object');
      }
    },
    async remove(bucket, name) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key(bucket, name) }));
      } catch (err) {
        if (!isMissing(err)) throw failure(err, 'remove an object');
      }
    },
    async readMarker() {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: STORE_OWNER_MARKER }));
        return await res.Body!.transformToString('utf8');
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw failure(err, 'read its owner marker');
      }
    },
    async writeMarker(body, onlyIfNone) {
      try {
        // If-None-Match is not honoured by every S3-compatible service; the caller reads the
        // marker back, so of two claims at once the one that landed last decides for both.
        await client.send(
          new PutObjectCommand({ Bucket: config.bucket, Key: STORE_OWNER_MARKER, Body: body, ContentType: 'application/json', IfNoneMatch: onlyIfNone ? '*' : undefined }),
        );
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (onlyIfNone && status === 412) return; // a marker appeared meanwhile
        throw failure(err, 'write its owner marker');
      }
    },
    async *list(bucket): AsyncGenerator<{ name: string } & StoredBytes> {
      const prefix = `${validateBucketId(bucket)}/`;
      let token: string | undefined;
      do {
        let page;
        try {
          page = await client.send(new ListObjectsV2Command({ Bucket: config.bucket, Prefix: prefix, ContinuationToken: token }));
        } catch (err) {
          throw failure(err, 'list objects');
        }
        for (const o of page.Contents ?? []) {
          if (o.Key) yield { name: o.Key.slice(prefix.length), size: o.Size ?? 0, modifiedMs: o.LastModified?.getTime() ?? 0 };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    close: () => client.destroy(),
  };
}
