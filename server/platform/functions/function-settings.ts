/**
 * The `[functions.<name>]` tables of supabase/config.toml that the embedded server honours as
 * Supabase does: `verify_jwt` (default true: the gateway refuses a call without a valid JWT
 * before the function runs) and `enabled` (default true). Other keys (import_map, entrypoint,
 * static_files) are for the Supabase CLI and ignored here.
 *
 * A narrow reader of those two keys, not a TOML parser: a table header, then `key = true|false`.
 */
import fs from 'node:fs';

export interface FunctionSettings {
  verifyJwt: boolean;
  enabled: boolean;
}

export const DEFAULT_FUNCTION_SETTINGS: FunctionSettings = { verifyJwt: true, enabled: true };

export function readFunctionSettings(configToml: string): Map<string, FunctionSettings> {
  const settings = new Map<string, FunctionSettings>();
  let text: string;
  try {
    text = fs.readFileSync(configToml, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return settings;
    throw err;
  }
  let current: FunctionSettings | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    const table = /^\[\s*([^\]]+?)\s*\]$/.exec(line);
    if (table) {
      const name = /^functions\.(?:"([^"]+)"|([A-Za-z0-9_-]+))$/.exec(table[1]!);
      current = name ? { ...DEFAULT_FUNCTION_SETTINGS } : undefined;
      if (name) settings.set((name[1] ?? name[2])!, current!);
      continue;
    }
    const entry = current && /^(verify_jwt|enabled)\s*=\s*(true|false)$/.exec(line);
    if (entry) current![entry[1] === 'verify_jwt' ? 'verifyJwt' : 'enabled'] = entry[2] === 'true';
  }
  return settings;
}
