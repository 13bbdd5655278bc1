/**
 * The Edge Functions under supabase/functions (Supabase's layout: `<name>/index.ts`, shared
 * code in `_shared/`), each served by its own Deno process (deno-worker.ts) behind the
 * gateway's JWT check (`verify_jwt` in supabase/config.toml, on by default) and, for a function
 * that declares who may call it (gateway.json beside it, function-callers.ts), the caller check
 * that refuses everyone else before the process is called or started. Supabase injects
 * SUPABASE_URL, SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY and SUPABASE_DB_URL; so does this,
 * plus the secrets the app gives (`supabase secrets set` on a hosted project).
 */
import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { PlatformContext } from '../context.ts';
import { sendJson } from '../http/respond.ts';
import type { FunctionsConfig } from './functions-config.ts';
import { DEFAULT_FUNCTION_SETTINGS, readFunctionSettings, type FunctionSettings } from './function-settings.ts';
import { DenoWorker, FunctionBootError } from './deno-worker.ts';
import { checkGatewayJwt } from './jwt-gateway.ts';
import { readCallerRule, refusedCaller } from './function-callers.ts';
import { proxyToWorker, WorkerUnreachableError } from './function-proxy.ts';

export interface DenoFunctions {
  /** The names served, from the folder (a disabled one is left out). */
  readonly names: readonly string[];
  /** Answers a call to `name` (one of `names`); `rest` is the path after the name. */
  serve(name: string, req: IncomingMessage, res: ServerResponse, rest: string, query: string): Promise<void>;
  /** The Deno process id of a function while it runs. */
  pid(name: string): number | undefined;
  /** How often a function's process was started and how many calls it was handed (tests, operators). */
  counts(name: string): { started: number; proxied: number };
  close(): Promise<void>;
}

/** The function folders: `<dir>/<name>/index.ts`, names as Supabase allows, `_shared` and the like left out. */
export function listFunctionFolders(dir: string): string[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  return entries
    .filter((e) => e.isDirectory() && /^[A-Za-z][A-Za-z0-9_-]*$/.test(e.name) && fs.existsSync(path.join(dir, e.name, 'index.ts')))
    .map((e) => e.name)
    .sort();
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host || undefined;
  } catch {
    return undefined;
  }
}

export function createDenoFunctions(ctx: PlatformContext, config: FunctionsConfig, secrets: () => Record<string, string> = () => ({})): DenoFunctions {
  const settings = readFunctionSettings(config.configToml);
  const settingsOf = (name: string): FunctionSettings => settings.get(name) ?? DEFAULT_FUNCTION_SETTINGS;
  const names = listFunctionFolders(config.dir).filter((name) => settingsOf(name).enabled);
  const callers = new Map(names.map((name) => [name, readCallerRule(config.dir, name)] as const));
  const proxied = new Map<string, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const env = (): Record<string, string> => {
    if (!ctx.internalUrl) throw new FunctionBootError('the server does not listen yet');
    return {
      ...secrets(),
      SUPABASE_URL: ctx.internalUrl,
      SUPABASE_ANON_KEY: ctx.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: ctx.serviceRoleKey,
      SUPABASE_DB_URL: ctx.databaseUrl,
    };
  };
  const netHosts = () => [hostOf(ctx.internalUrl ?? ''), hostOf(ctx.databaseUrl.replace(/^postgres(ql)?:/, 'http:'))].filter((h): h is string => !!h);
  const workers = new Map(
    names.map((name) => [
      name,
      new DenoWorker({
        name,
        entry: path.join(config.dir, name, 'index.ts'),
        functionsDir: config.dir,
        projectDir: config.projectDir,
        denoPath: config.denoPath,
        env,
        netHosts,
        bootTimeoutMs: config.bootTimeoutMs,
        log: ctx.log,
      }),
    ]),
  );

  return {
    names,
    async serve(name, req, res, rest, query) {
      const worker = workers.get(name)!;
      if (settingsOf(name).verifyJwt) {
        const refusal = await checkGatewayJwt(req, ctx.jwt);
        if (refusal) {
          sendJson(res, refusal.status, refusal.body);
          return;
        }
      }
      const rule = callers.get(name);
      const refused = rule && (await refusedCaller(req, ctx.jwt, rule));
      if (refused) {
        sendJson(res, refused.status, { code: refused.code, message: refused.message }, { 'Cache-Control': 'no-store' });
        return;
      }
      try {
        proxied.set(name, (proxied.get(name) ?? 0) + 1);
        await proxyToWorker(await worker.get(), agent, req, res, `/${name}${rest}${query}`);
      } catch (err) {
        if (err instanceof FunctionBootError) {
          ctx.log(`Function ${name} failed to start: ${err.message}`);
          sendJson(res, 503, { code: 'BOOT_ERROR', message: 'Function failed to start (please check logs)' });
        } else if (err instanceof WorkerUnreachableError) {
          ctx.log(`Function ${name} did not answer: ${err.message}`);
          sendJson(res, 502, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
        } else {
          throw err;
        }
      }
    },
    pid: (name) => workers.get(name)?.pid,
    counts: (name) => ({ started: workers.get(name)?.starts ?? 0, proxied: proxied.get(name) ?? 0 }),
    async close() {
      await Promise.all([...workers.values()].map((w) => w.stop()));
      agent.destroy();
    },
  };
}
