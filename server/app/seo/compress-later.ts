/**
 * A kept page's brotli form, made again at a high level once the page is in the cache. The
 * first answer is compressed at a fast level (quality 5: 1-2 ms, so a render after an edit stays
 * quick); quality 10 makes the HTML about 9% smaller for every later visitor but takes 10-30 ms
 * per page (11 saves 1% more for three times that), so it runs in zlib's thread pool, one page
 * at a time (the pool's other threads stay free for files and crypto). It starts a second
 * after the render, and a page no longer kept by then (an edit since: one save often moves the
 * content version twice, the write and its notification; pushed out of the cache) is skipped.
 */
import zlib from 'node:zlib';

/** See above: 10, not 11. */
const QUALITY = 10;
const SETTLE_MS = 1000;

export type CompressLater = (body: Buffer, wanted: () => boolean, use: (br: Buffer) => void) => void;

export function createLaterCompression(log: (message: string) => void): CompressLater {
  let queue: Promise<void> = Promise.resolve();
  const compress = (body: Buffer, use: (br: Buffer) => void) =>
    new Promise<void>((done) => {
      const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      zlib.brotliCompress(body, { params }, (error, br) => {
        if (error) log(`Brotli compression of a cached page failed: ${error.message}`);
        else use(br);
        done();
      });
    });
  return (body, wanted, use) => {
    const settled = () => void (queue = queue.then(() => (wanted() ? compress(body, use) : undefined)));
    // Never what keeps a stopping server's process alive.
    setTimeout(settled, SETTLE_MS).unref();
  };
}
