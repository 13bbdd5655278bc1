/**
 * supabase/config.toml's `[functions.<name>]` (verify_jwt, enabled) as the embedded server reads
 * them, the project's own entries, and the rule that a name is served one way only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readFunctionSettings } from '../../server/platform/functions/function-settings.ts';
import { CALLER_FILE, readCallerRule } from '../../server/platform/functions/function-callers.ts';
import { listFunctionFolders, type DenoFunctions } from '../../server/platform/functions/deno-functions.ts';
import { createFunctionsHandler } from '../../server/platform/functions/handler.ts';
import type { PlatformContext } from '../../server/platform/context.ts';
import { ConfigError, loadConfig } from '../../server/config.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function tomlFile(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-toml-'));
  const file = path.join(dir, 'config.toml');
  fs.writeFileSync(file, text);
  return file;
}

describe('Edge Function settings', () => {
  it('reads verify_jwt and enabled per [functions.<name>], defaults true, other tables ignored', () => {
    const file = tomlFile(
      ['[api]', 'enabled = false', '', '[functions.a]', 'verify_jwt = false  # public', '', '[functions."b-c"]', 'enabled = false', 'import_map = "./x.json"', '', '[functions.d]', '[db]', 'verify_jwt = false'].join('\n'),
    );
    expect(Object.fromEntries(readFunctionSettings(file))).toEqual({
      a: { verifyJwt: false, enabled: true },
      'b-c': { verifyJwt: true, enabled: false },
      d: { verifyJwt: true, enabled: true },
    });
    expect(readFunctionSettings(path.join(path.dirname(file), 'missing.toml')).size).toBe(0);
  });

  it('the project ships its four functions under supabase/functions, each with the gateway JWT check on', () => {
    const names = ['lead-notify', 'newsletter-confirm', 'staff-invite', 'staff-name'];
    expect(listFunctionFolders(path.join(ROOT, 'supabase/functions'))).toEqual(names);
    const settings = readFunctionSettings(path.join(ROOT, 'supabase/config.toml'));
    for (const name of names) expect([name, settings.get(name)]).toEqual([name, { verifyJwt: true, enabled: true }]);
  });

  it('reads who may call a function from gateway.json beside it; none: no rule; a malformed one stops the start, naming the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ajans-callers-'));
    const declare = (name: string, text: string) => {
      fs.mkdirSync(path.join(dir, name));
      fs.writeFileSync(path.join(dir, name, CALLER_FILE), text);
    };
    const refusal = { status: 403, code: 'forbidden', message: 'Hayır' };
    declare('ok', JSON.stringify({ caller: 'signed_in', refusal }));
    declare('bad-json', '{ caller: ');
    declare('bad-caller', JSON.stringify({ caller: 'anyone', refusal }));
    declare('bad-status', JSON.stringify({ caller: 'service_role', refusal: { ...refusal, status: 200 } }));
    expect(readCallerRule(dir, 'ok')).toEqual({ caller: 'signed_in', refusal });
    expect(readCallerRule(dir, 'none')).toBeUndefined();
    for (const name of ['bad-json', 'bad-caller', 'bad-status']) expect(() => readCallerRule(dir, name)).toThrow(path.join(dir, name, CALLER_FILE));
    // The project's: the staff functions want a signed-in user, the mail senders the service key.
    const shipped = path.join(ROOT, 'supabase/functions');
    expect(['staff-invite', 'staff-name', 'lead-notify', 'newsletter-confirm'].map((n) => readCallerRule(shipped, n)?.caller)).toEqual(['signed_in', 'signed_in', 'service_role', 'service_role']);
  });

  it('a name served both by Deno and in-process stops the start', () => {
    const deno = { names: ['staff-invite'] } as unknown as DenoFunctions;
    const noop = async () => ({});
    expect(() => createFunctionsHandler({} as PlatformContext, { 'staff-invite': noop, other: noop }, deno)).toThrow(
      'Edge Function staff-invite is both a Deno file under supabase/functions and an in-process function: keep one',
    );
    expect(() => createFunctionsHandler({} as PlatformContext, { other: noop }, deno)).not.toThrow();
  });

  it('FUNCTIONS_DIR, DENO_PATH and FUNCTIONS_BOOT_TIMEOUT_MS from the environment; a bad timeout stops the start', () => {
    expect(loadConfig({}, '/srv/site').functions).toEqual({
      dir: '/srv/site/supabase/functions',
      projectDir: '/srv/site',
      configToml: '/srv/site/supabase/config.toml',
      denoPath: undefined,
      bootTimeoutMs: 60_000,
    });
    const custom = loadConfig({ FUNCTIONS_DIR: 'fn', DENO_PATH: '/opt/deno', FUNCTIONS_BOOT_TIMEOUT_MS: '5000' }, '/srv/site').functions;
    expect(custom).toMatchObject({ dir: '/srv/site/fn', configToml: '/srv/site/config.toml', denoPath: '/opt/deno', bootTimeoutMs: 5000 });
    expect(() => loadConfig({ FUNCTIONS_BOOT_TIMEOUT_MS: 'soon' }, '/srv/site')).toThrow(ConfigError);
  });
});
