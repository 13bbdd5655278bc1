/**
 * How this project's Edge Functions answer: JSON, never cached; a refusal is
 * `{ code, message }` with its HTTP status (the message is Turkish where staff read it).
 * On a hosted project the site calls them from its own origin, so the function answers CORS
 * itself, the preflight included (the embedded server's front door answers preflights first).
 */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};

export class FunctionError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/** Runs a POST-only function body; a FunctionError becomes its answer, anything else a 500. */
export async function answerPost(req: Request, run: (req: Request) => Promise<unknown>): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: CORS_HEADERS });
  try {
    if (req.method !== 'POST') throw new FunctionError(405, 'method_not_allowed', 'Only POST is accepted');
    return jsonAnswer(200, await run(req));
  } catch (err) {
    if (err instanceof FunctionError) return jsonAnswer(err.status, { code: err.code, message: err.message });
    console.error(err instanceof Error ? (err.stack ?? err.message) : String(err));
    return jsonAnswer(500, { code: 'unexpected_failure', message: 'Unexpected failure, please check server logs for more information' });
  }
}

// Half a surrogate pair (JSON's `\ud800`): a high one not before a low one, or a low one alone.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/**
 * The top-level field under which the body holds text PostgreSQL cannot store (U+0000, a
 * lone surrogate), in a key or a value at any depth; '' for a top-level key, undefined if none.
 */
function unstorableField(body: Record<string, unknown>): string | undefined {
  if (Object.keys(body).some(unstorable)) return '';
  const pending: [unknown, string][] = Object.entries(body).map(([k, v]) => [v, k]);
  while (pending.length) {
    const [v, key] = pending.pop()!;
    if (typeof v === 'string' && unstorable(v)) return key;
    if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (unstorable(k)) return key;
        pending.push([child, key]);
      }
    }
  }
  return undefined;
}

/**
 * The request's JSON object body (at most 16 Ki characters), else 400 `bad_json` (also for
 * bytes that are not UTF-8, which `req.text()` would quietly make U+FFFD); text the database
 * cannot store is 400 `validation_failed`, never a 500 from the call it would reach.
 */
export async function readJsonBody(req: Request): Promise<Record<string, unknown>> {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(await req.arrayBuffer());
  } catch {
    throw new FunctionError(400, 'bad_json', 'Could not parse request body as JSON: invalid UTF-8');
  }
  if (text.length > 16 * 1024) throw new FunctionError(413, 'request_too_large', 'Request body too large');
  let body: unknown;
  try {
    body = JSON.parse(text || '{}');
  } catch {
    throw new FunctionError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new FunctionError(400, 'bad_json', 'Could not parse request body as JSON');
  const field = unstorableField(body as Record<string, unknown>);
  if (field !== undefined) throw new FunctionError(400, 'validation_failed', `Geçersiz karakter: ${field || 'alan adı'}`);
  return body as Record<string, unknown>;
}
