/**
 * A real HTTP receiver on loopback for webhook tests: records every call (headers and raw body)
 * and answers with the status `answer` gives for the call's number (1-based), 200 by default.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCall {
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number;
}

export interface WebhookReceiver {
  url: string;
  calls: ReceivedCall[];
  answer: (n: number, call: Omit<ReceivedCall, 'status'>) => number;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    calls: [],
    answer: () => 200,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const call = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      const status = receiver.answer(receiver.calls.length + 1, call);
      receiver.calls.push({ ...call, status });
      res.writeHead(status, { 'Content-Type': 'text/plain' });
      res.end(status === 200 ? 'ok' : `hata ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  server.closeAllConnections?.();
  return receiver;
}
