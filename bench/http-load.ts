/**
 * A load generator in a process of its own (forked by rest-list.ts), so that the HTTP
 * client's work is not charged to the server it measures: Node's HTTP client costs about as
 * much CPU per request as the server side does. Asked for a slice, it keeps `concurrency`
 * keep-alive GETs going for `ms` and answers each request's latency and its own CPU time.
 */
import http from 'node:http';

interface Slice {
  port: number;
  path: string;
  apikey: string;
  concurrency: number;
  ms: number;
  /** Extra request headers (e.g. Accept-Encoding, as a browser sends). */
  headers?: Record<string, string>;
  /** When set, each request is a browser's with one of this many user agents in turn (distinct visitors). */
  userAgents?: number;
}

let sent = 0;
const userAgent = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.${sent++ % n}.0 Safari/537.36`;

let agent: http.Agent | undefined;

function get(s: Slice): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: s.port, path: s.path, agent, headers: { apikey: s.apikey, ...s.headers, ...(s.userAgents ? { 'User-Agent': userAgent(s.userAgents) } : {}) } }, (res) => {
      if (res.statusCode !== 200) reject(new Error(`${s.path} answered ${res.statusCode}`));
      res.resume();
      res.on('end', resolve);
    });
    req.on('error', reject);
  });
}

process.on('message', (s: Slice) => {
  agent ??= new http.Agent({ keepAlive: true, maxSockets: s.concurrency });
  const latencies: number[] = [];
  const cpu = process.cpuUsage();
  const deadline = performance.now() + s.ms;
  void Promise.all(
    Array.from({ length: s.concurrency }, async () => {
      while (performance.now() < deadline) {
        const start = performance.now();
        await get(s);
        latencies.push(performance.now() - start);
      }
    }),
  ).then(
    () => {
      const used = process.cpuUsage(cpu);
      process.send!({ latencies, cpu: used.user + used.system });
    },
    (err: unknown) => process.send!({ error: err instanceof Error ? err.message : String(err) }),
  );
});
