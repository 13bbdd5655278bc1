/**
 * Sends a large request body from a single reused chunk, respecting backpressure, so the test
 * process (which also runs the server) holds no copy of the body: memory measured in-process
 * is then the server's.
 */
import http from 'node:http';

export interface StreamedResponse {
  status: number;
  body: string;
}

export function streamUpload(
  url: string,
  headers: Record<string, string>,
  totalBytes: number,
  chunkFor: (offset: number) => Buffer,
  method = 'POST',
): Promise<StreamedResponse> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(url, { method, headers: { ...headers, 'Content-Length': String(totalBytes) } }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') });
        // The server answered early (before the whole body): stop sending the rest.
        req.destroy();
      });
      res.on('error', reject);
    });
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    let offset = 0;
    const pump = () => {
      while (offset < totalBytes && !answered) {
        const chunk = chunkFor(offset);
        const piece = chunk.length > totalBytes - offset ? chunk.subarray(0, totalBytes - offset) : chunk;
        offset += piece.length;
        if (!req.write(piece)) {
          req.once('drain', pump);
          return;
        }
      }
      if (offset >= totalBytes) req.end();
    };
    pump();
  });
}
