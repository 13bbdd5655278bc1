/**
 * Run by Deno, not Node: `deno run … deno-bootstrap.ts <file URL of the function's index.ts>`. The function
 * calls `Deno.serve(handler)` as on Supabase; this makes that listen on a free loopback port,
 * prints `FUNCTION_READY <port>` for the embedded server, and answers only requests carrying
 * the gate token the server wrote on stdin (so no other local process skips the server's JWT
 * check). When stdin closes (the server stopped or died) the process exits.
 */
type Handler = (req: Request, info: unknown) => Response | Promise<Response>;
type ServeOptions = { handler?: Handler; [key: string]: unknown };
declare const Deno: {
  args: string[];
  stdin: { readable: ReadableStream<BufferSource> };
  exit(code: number): never;
  serve(options: ServeOptions, handler?: Handler): unknown;
};

const GATE_HEADER = 'x-functions-gate';
const entry = Deno.args[0];
if (!entry) throw new Error('usage: deno-bootstrap.ts <file URL of the function entry>');

const lines = Deno.stdin.readable.pipeThrough(new TextDecoderStream()).getReader();
let buffered = '';
while (!buffered.includes('\n')) {
  const { value, done } = await lines.read();
  if (done) Deno.exit(0);
  buffered += value;
}
const gate = buffered.slice(0, buffered.indexOf('\n')).trim();
void (async () => {
  while (!(await lines.read()).done);
  Deno.exit(0);
})();

const serve = Deno.serve.bind(Deno);
let served = false;
Deno.serve = (first: ServeOptions | Handler, second?: Handler) => {
  if (served) throw new Error('an Edge Function calls Deno.serve once');
  served = true;
  const options: ServeOptions = typeof first === 'function' ? {} : first;
  const handler = typeof first === 'function' ? first : (second ?? first.handler);
  if (!handler) throw new Error('Deno.serve needs a handler');
  const gated: Handler = (req, info) => {
    if (req.headers.get(GATE_HEADER) !== gate) return new Response('Forbidden', { status: 403 });
    const headers = new Headers(req.headers);
    headers.delete(GATE_HEADER);
    // A new Request from the parts (cloning `req` would tie the copy to its abort signal).
    const body = req.method === 'GET' || req.method === 'HEAD' ? null : req.body;
    return handler(new Request(req.url, { method: req.method, headers, body, duplex: 'half' } as RequestInit), info);
  };
  const { handler: _handler, ...rest } = options;
  return serve({
    ...rest,
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }: { port: number }) => console.log(`FUNCTION_READY ${port}`),
  }, gated);
};

await import(entry);

export {};
