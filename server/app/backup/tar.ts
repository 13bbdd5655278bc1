/**
 * A small POSIX tar (ustar + pax headers for long names) writer and reader, enough for our
 * backup archives: regular files and folders, any path length, files of any size. The
 * archives open with the standard `tar` program too (`tar -xzf backup.tar.gz`).
 */
import fs from 'node:fs';

const BLOCK = 512;

export interface TarEntry {
  /** Path inside the archive, '/'-separated; folders end without a slash. */
  name: string;
  type: 'file' | 'directory';
  mode: number;
  size: number;
  mtime: Date;
}

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function pax(records: Record<string, string>): Buffer {
  let body = '';
  for (const [key, value] of Object.entries(records)) {
    // Each record is "<length> key=value\n", the length counting its own digits.
    const rest = ` ${key}=${value}\n`;
    const bytes = Buffer.byteLength(rest);
    let len = bytes + String(bytes).length;
    while (len !== bytes + String(len).length) len = bytes + String(len).length;
    body += `${len}${rest}`;
  }
  return Buffer.from(body);
}

function rawHeader(name: string, typeflag: string, mode: number, size: number, mtime: Date): Buffer {
  const h = Buffer.alloc(BLOCK);
  h.write(name.slice(0, 100), 0, 100, 'utf8');
  h.write(octal(mode & 0o7777, 8), 100);
  h.write(octal(0, 8), 108);
  h.write(octal(0, 8), 116);
  h.write(octal(size, 12), 124);
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136);
  h.write('        ', 148); // checksum field counts as spaces while summing
  h.write(typeflag, 156);
  h.write('ustar\0', 257);
  h.write('00', 263);
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(octal(sum, 7) + ' ', 148);
  return h;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The header block(s) of an entry: a pax header first when the name or size does not fit ustar. */
export function tarHeader(entry: TarEntry): Buffer {
  const name = entry.type === 'directory' ? `${entry.name}/` : entry.name;
  const size = entry.type === 'directory' ? 0 : entry.size;
  const blocks: Buffer[] = [];
  const extended: Record<string, string> = {};
  if (Buffer.byteLength(name) > 99 || /[^\x20-\x7e]/.test(name)) extended.path = name;
  if (size > 0o77777777777) extended.size = String(size);
  if (Object.keys(extended).length > 0) {
    const body = pax(extended);
    blocks.push(rawHeader('PaxHeader', 'x', 0o644, body.length, entry.mtime), body, padding(body.length));
  }
  blocks.push(rawHeader(name, entry.type === 'directory' ? '5' : '0', entry.mode, extended.size ? 0 : size, entry.mtime));
  return Buffer.concat(blocks);
}

export const tarPadding = padding;

/** Two zero blocks end an archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

/** Reads exact byte counts from a stream of chunks. */
class ChunkReader {
  private buffered: Buffer[] = [];
  private length = 0;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  async read(n: number): Promise<Buffer> {
    while (this.length < n) {
      const next = await this.source.next();
      if (next.done) break;
      this.buffered.push(next.value);
      this.length += next.value.length;
    }
    const all = Buffer.concat(this.buffered);
    const out = all.subarray(0, Math.min(n, all.length));
    const rest = all.subarray(out.length);
    this.buffered = rest.length ? [rest] : [];
    this.length = rest.length;
    return out;
  }
}

export class TarFormatError extends Error {}

function field(h: Buffer, start: number, len: number): string {
  const raw = h.subarray(start, start + len);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? len : end).toString('utf8');
}

function parsePax(body: Buffer): Record<string, string> {
  const out: Record<string, string> = {};
  let at = 0;
  while (at < body.length) {
    const space = body.indexOf(0x20, at);
    const len = Number(body.subarray(at, space).toString('ascii'));
    if (space === -1 || !(len > 0)) throw new TarFormatError('an extended header is damaged');
    const record = body.subarray(space + 1, at + len - 1).toString('utf8');
    const eq = record.indexOf('=');
    out[record.slice(0, eq)] = record.slice(eq + 1);
    at += len;
  }
  return out;
}

/**
 * Calls `onEntry` for every entry in order; `readBody(chunk)` hands the entry's bytes out in
 * pieces of at most 1 MiB. A truncated or malformed archive throws TarFormatError.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onEntry: (entry: TarEntry, body: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const reader = new ChunkReader(source[Symbol.asyncIterator]());
  let extended: Record<string, string> = {};
  for (;;) {
    const h = await reader.read(BLOCK);
    if (h.length < BLOCK) throw new TarFormatError('the archive ends in the middle of an entry');
    if (h.every((b) => b === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
    if (sum !== parseInt(field(h, 148, 8).trim(), 8)) throw new TarFormatError('an entry header is damaged');
    const typeflag = String.fromCharCode(h[156]!);
    let size = parseInt(field(h, 124, 12).trim() || '0', 8);
    if (extended.size) size = Number(extended.size);
    const prefix = field(h, 345, 155);
    const name = (extended.path ?? (prefix ? `${prefix}/${field(h, 0, 100)}` : field(h, 0, 100))).replace(/\/$/, '');
    if (typeflag === 'x') {
      const body = await reader.read(size);
      await reader.read(padding(size).length);
      extended = parsePax(body);
      continue;
    }
    extended = {};
    const entry: TarEntry = {
      name,
      type: typeflag === '5' ? 'directory' : 'file',
      mode: parseInt(field(h, 100, 8).trim() || '644', 8),
      size: typeflag === '5' ? 0 : size,
      mtime: new Date(parseInt(field(h, 136, 12).trim() || '0', 8) * 1000),
    };
    let left = entry.size;
    async function* body(): AsyncGenerator<Buffer> {
      while (left > 0) {
        const chunk = await reader.read(Math.min(left, 1 << 20));
        if (chunk.length === 0) throw new TarFormatError('the archive ends in the middle of an entry');
        left -= chunk.length;
        yield chunk;
      }
    }
    await onEntry(entry, body());
    // Whatever the handler did not read is skipped.
    for await (const chunk of body()) void chunk;
    await reader.read(padding(entry.size).length);
  }
}

/** Reads a file's first `size` bytes in pieces (zeros when it shrank meanwhile). */
export async function* fileChunks(fd: fs.promises.FileHandle, size: number): AsyncGenerator<Buffer> {
  let position = 0;
  while (position < size) {
    const want = Math.min(size - position, 1 << 20);
    // A file that shrank while read (PostgreSQL truncated it) leaves the rest zero, as the
    // header promised; WAL replay at restore puts the right content back.
    const buf = Buffer.alloc(want);
    let filled = 0;
    while (filled < want) {
      const { bytesRead } = await fd.read(buf, filled, want - filled, position + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    position += want;
    yield buf;
  }
}
