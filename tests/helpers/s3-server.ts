/**
 * An S3-compatible server for tests and benchmarks: s3rver (a fake S3 over a temp folder) on a
 * free port with one bucket, plus the STORAGE_S3_* settings that point a server at it and an SDK
 * client to look inside. s3rver speaks the parts of S3 the store uses: Put/Get (with Range)/
 * Head/Delete/Copy/ListObjectsV2 and multipart uploads (CreateMultipartUpload, UploadPart,
 * CompleteMultipartUpload), with path-style addressing. Its limits: it checks that a SigV4
 * request names a known access key (S3RVER) but does not verify the signature itself, so a
 * wrong secret goes unnoticed (tests use an unknown key instead); it does not implement the
 * newer trailing checksums, which the store does not send (requestChecksumCalculation
 * WHEN_REQUIRED).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** STORAGE_S3_* for a server that keeps its objects here. */
  env: Record<string, string>;
  client: S3Client;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Makes every stored object look last changed `ms` ago (s3rver's LastModified is its file's mtime). */
  backdate(ms: number): void;
  close(): Promise<void>;
}

export async function startS3Server(bucket = 'ajans-media'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver's built-in account.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' });
  return {
    endpoint,
    bucket,
    env: {
      STORAGE_S3_ENDPOINT: endpoint,
      STORAGE_S3_BUCKET: bucket,
      STORAGE_S3_REGION: 'us-east-1',
      STORAGE_S3_ACCESS_KEY_ID: credentials.accessKeyId,
      STORAGE_S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      STORAGE_S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    async keys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    backdate(ms) {
      const when = new Date(Date.now() - ms);
      for (const entry of fs.readdirSync(directory, { recursive: true, withFileTypes: true })) {
        if (entry.isFile()) fs.utimesSync(path.join(entry.parentPath, entry.name), when, when);
      }
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
