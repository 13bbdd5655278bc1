/**
 * How the mail workers run the mail Edge Functions (supabase/functions/lead-notify,
 * newsletter-confirm): a POST to this server's own /functions/v1/<name> with the service key,
 * so the call takes the path a hosted project's webhook or schedule takes (gateway, Deno).
 */
import type { ServerContext } from '../../context.ts';

export type MailFunctionCall = (name: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** A function answered with an error status (or not at all). */
export class MailFunctionError extends Error {}

export function mailFunctionCaller(ctx: ServerContext): MailFunctionCall {
  return async (name, body) => {
    if (!ctx.internalUrl) throw new MailFunctionError('sunucu henüz dinlemiyor');
    let res: Response;
    try {
      res = await fetch(`${ctx.internalUrl}/functions/v1/${name}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ctx.serviceRoleKey}`, apikey: ctx.serviceRoleKey, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    } catch (err) {
      throw new MailFunctionError(`${name} çağrılamadı: ${(err as Error).message}`);
    }
    const text = await res.text();
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      answer = undefined;
    }
    if (!res.ok || !answer || typeof answer !== 'object') {
      const detail = answer && typeof answer === 'object' ? `${String((answer as { code?: unknown }).code ?? '')} ${String((answer as { message?: unknown }).message ?? '')}` : text.slice(0, 200);
      throw new MailFunctionError(`${name} HTTP ${res.status}: ${detail.trim()}`);
    }
    return answer as Record<string, unknown>;
  };
}
