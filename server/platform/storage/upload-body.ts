/**
 * Reads an upload's body (raw, or the multipart form storage-js sends for Blobs and Files)
 * straight into a temp file: never more than a stream buffer and the first bytes (kept for
 * the content check) are in memory, whatever the file's size.
 */
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import busboy from 'busboy';
import { StorageError } from './errors.ts';

export interface UploadBody {
  size: number;
  md5: string;
  /** The first bytes, for the content check. */
  head: Buffer;
  declaredType?: string;
  cacheControl?: string;
}

export const tooLarge = () => new StorageError('413', 'Payload too large', 'The object exceeded the maximum allowed size', 413);
const badForm = (message: string) => new StorageError('400', 'invalid_request', message);

/** Copies `source` into `file`, counting, hashing and keeping the head; refuses more than `limit` bytes. */
async function writeStream(source: Readable, file: string, limit: number, sniffBytes: number): Promise<Omit<UploadBody, 'declaredType' | 'cacheControl'>> {
  const out = fs.createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const hash = crypto.createHash('md5');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) throw tooLarge();
      hash.update(chunk);
      if (headLength < sniffBytes) {
        const part = chunk.subarray(0, sniffBytes - headLength);
        head.push(Buffer.from(part));
        headLength += part.length;
      }
      if (!out.write(chunk)) await once(out, 'drain');
    }
    out.end();
    await finished(out);
  } catch (err) {
    out.destroy();
    throw err;
  }
  return { size, md5: hash.digest('hex'), head: Buffer.concat(head) };
}

async function readMultipart(req: IncomingMessage, contentType: string, file: string, limit: number, sniffBytes: number): Promise<UploadBody> {
  let form: busboy.Busboy;
  try {
    form = busboy({ headers: { ...req.headers, 'content-type': contentType }, limits: { files: 1, fields: 20, fieldSize: 4096, parts: 30, headerPairs: 50, fileSize: limit } });
  } catch {
    throw badForm('The multipart body could not be read');
  }
  const fields = new Map<string, string>();
  let written: Promise<UploadBody> | undefined;
  const done = new Promise<void>((resolve, reject) => {
    form.on('field', (name, value) => fields.set(name, value));
    form.on('file', (_name, stream, info) => {
      if (written) return stream.resume();
      let truncated = false;
      stream.once('limit', () => (truncated = true));
      written = writeStream(stream, file, limit, sniffBytes).then((w) => {
        if (truncated) throw tooLarge();
        return { ...w, declaredType: info.mimeType || undefined };
      });
      // Handled where it is awaited; this only keeps an early failure from being "unhandled".
      written.catch((err: unknown) => form.destroy(err as Error));
    });
    form.once('close', resolve);
    form.on('error', () => reject(badForm('The multipart body could not be read')));
  });
  // A client that goes away mid-body ends the form (and the file stream in it) with an error.
  const aborted = () => !req.complete && form.destroy(new Error('aborted'));
  req.once('close', aborted);
  req.pipe(form);
  try {
    await done;
  } catch (err) {
    req.unpipe(form);
    req.resume();
    if (written) await written; // its own error (e.g. too large) says more than the form's
    throw err;
  } finally {
    req.off('close', aborted);
  }
  if (!written) throw badForm('No file in the form');
  const body = await written;
  return { ...body, cacheControl: fields.get('cacheControl') };
}

/**
 * Writes the upload to `file`. On failure the caller removes `file`; the rest of the request
 * body (if any) is read and thrown away, so the error can still be answered on the connection.
 */
export async function readUploadBody(req: IncomingMessage, file: string, limit: number, sniffBytes: number): Promise<UploadBody> {
  // Gone while waiting for its turn: its 'close' has passed and the body will never end.
  if (req.destroyed && !req.complete) throw new Error('aborted');
  const contentType = String(req.headers['content-type'] ?? '');
  if (contentType.toLowerCase().startsWith('multipart/form-data')) return readMultipart(req, contentType, file, limit, sniffBytes);
  // Through a PassThrough, so giving up early does not destroy the request (and its socket).
  const pass = new PassThrough();
  const aborted = () => !req.complete && pass.destroy(new Error('aborted'));
  req.once('close', aborted);
  req.pipe(pass);
  try {
    const body = await writeStream(pass, file, limit, sniffBytes);
    const cacheControl = req.headers['cache-control'];
    return { ...body, declaredType: contentType || undefined, cacheControl: typeof cacheControl === 'string' ? cacheControl : undefined };
  } catch (err) {
    req.unpipe(pass);
    req.resume(); // discard the rest, so the error can be answered on this connection
    throw err;
  } finally {
    req.off('close', aborted);
  }
}
