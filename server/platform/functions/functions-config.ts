/**
 * Where the Edge Functions that Deno runs live, and which Deno runs them
 * (FUNCTIONS_DIR, default supabase/functions; DENO_PATH, default the npm package `deno`).
 */
import path from 'node:path';

export interface FunctionsConfig {
  /** Supabase's layout: `<dir>/<name>/index.ts`, shared code in `<dir>/_shared/`. */
  dir: string;
  /** The project folder: Deno runs there and finds `npm:` packages in its node_modules. */
  projectDir: string;
  /** supabase/config.toml, for `[functions.<name>]` (verify_jwt, enabled). */
  configToml: string;
  /** The Deno binary; unset: the one the npm package `deno` installed. */
  denoPath?: string;
  /** Milliseconds a function's Deno process may take to listen (FUNCTIONS_BOOT_TIMEOUT_MS, default 60000). */
  bootTimeoutMs: number;
}

/** `bootTimeoutMs`: FUNCTIONS_BOOT_TIMEOUT_MS as server/config.ts checked it. */
export function functionsConfigFrom(env: Record<string, string | undefined>, cwd: string, bootTimeoutMs: number): FunctionsConfig {
  const dir = path.resolve(cwd, env.FUNCTIONS_DIR?.trim() || 'supabase/functions');
  return {
    dir,
    projectDir: cwd,
    configToml: path.join(dir, '..', 'config.toml'),
    denoPath: env.DENO_PATH?.trim() || undefined,
    bootTimeoutMs,
  };
}
