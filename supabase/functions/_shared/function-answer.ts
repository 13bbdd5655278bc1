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

/** The request's JSON object body (at most 16 Ki characters), else 400 `bad_json`. */
export async function readJsonBody(req: Request): Promise<Record<string, unknown>> {
  const text = await req.text();
  if (text.length > 16 * 1024) throw new FunctionError(413, 'request_too_large', 'Request body too large');
  let body: unknown;
  try {
    body = JSON.parse(text || '{}');
  } catch {
    throw new FunctionError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new FunctionError(400, 'bad_json', 'Could not parse request body as JSON');
  return body as Record<string, unknown>;
}
