/**
 * Every malformed text is the caller's error: a table of entry points (Auth, REST, Storage,
 * mail, functions) × malformed texts (a lone surrogate as a JSON `\ud800` escape and as raw
 * bytes that are not UTF-8, U+0000, a control character) sent where each entry point reads
 * text (JSON bodies, query strings, path segments, headers). Each must answer 4xx in its
 * service's own error shape, never 5xx; the run prints "5xx out of N". Where the random
 * fuzzers (auth-fuzz, rest-fuzz, storage-fuzz) explore broken syntax, this table covers one
 * class everywhere. Then the database functions called by RPC with an unknown id: 404 as
 * PostgREST answers `raise sqlstate 'PT404'`, not a 500 from PL/pgSQL's P0002.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasAuthErrorShape, hasFunctionErrorShape, hasRestErrorShape, hasStorageErrorShape } from '../helpers/error-shapes.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

type Shape = 'auth' | 'rest' | 'storage' | 'function';
const SHAPES: Record<Shape, (status: number, body: unknown) => boolean> = {
  auth: hasAuthErrorShape,
  rest: hasRestErrorShape,
  storage: hasStorageErrorShape,
  function: hasFunctionErrorShape,
};

/** Malformed texts inside a JSON string (the template's `@@`): what goes into the body's bytes. */
const JSON_TEXTS: Record<string, Buffer> = {
  'lone surrogate escape': Buffer.from('\\ud800'),
  'surrogate as raw bytes': Buffer.from([0xed, 0xa0, 0x80]),
  'byte 0xFF': Buffer.from([0xff]),
  'NUL escape': Buffer.from('\\u0000'),
};
/** Malformed texts in a URL (query value or path segment), percent-encoded. */
const URL_TEXTS: Record<string, string> = {
  'lone surrogate': '%ED%A0%80',
  'byte 0xFF': '%FF',
  NUL: '%00',
};

type Who = 'anon' | 'staff' | 'service';

interface EntryPoint {
  name: string;
  shape: Shape;
  who: Who;
  method: string;
  /** The path after the server's origin; `@@` is where a URL text goes. */
  path: string;
  /** JSON with `@@` inside a string, where a JSON text goes. */
  body?: string;
  headers?: Record<string, string>;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The signed-in staff member, their TOTP factor, and another account the admin cases change. */
interface Ids {
  staff: string;
  factor: string;
  target: string;
}

/** The entry points that read JSON text, `@@` marking the malformed string. */
function jsonEntryPoints(ids: Ids): EntryPoint[] {
  const auth = (name: string, who: Who, method: string, path: string, body: string): EntryPoint => ({ name, shape: 'auth', who, method, path: `/auth/v1${path}`, body });
  return [
    auth('sign-in e-mail', 'anon', 'POST', '/token?grant_type=password', '{"email":"a@@@example.com","password":"x"}'),
    auth('sign-in password', 'anon', 'POST', '/token?grant_type=password', '{"email":"a@example.com","password":"x@@"}'),
    auth('refresh token', 'anon', 'POST', '/token?grant_type=refresh_token', '{"refresh_token":"x@@"}'),
    auth('sign-up metadata', 'anon', 'POST', '/signup', '{"email":"yeni@example.com","password":"uzun-bir-parola-1","data":{"name":"x@@"}}'),
    auth('recover e-mail', 'anon', 'POST', '/recover', '{"email":"a@@@example.com"}'),
    auth('recover metadata', 'anon', 'POST', '/recover', '{"email":"a@example.com","gotrue_meta_security":{"x":"@@"}}'),
    auth('verify token', 'anon', 'POST', '/verify', '{"type":"recovery","token":"x@@","email":"a@example.com"}'),
    auth('user data', 'staff', 'PUT', '/user', '{"data":{"full_name":"Ay@@şe"}}'),
    auth('user data key', 'staff', 'PUT', '/user', '{"data":{"x@@":"y"}}'),
    auth('user e-mail', 'staff', 'PUT', '/user', '{"email":"b@@@example.com"}'),
    auth('factor name', 'staff', 'POST', '/factors', '{"factor_type":"totp","friendly_name":"F@@"}'),
    auth('factor verify code', 'staff', 'POST', `/factors/${ids.factor}/verify`, `{"challenge_id":"${UNKNOWN_ID}","code":"1@@"}`),
    auth('invite e-mail', 'service', 'POST', '/invite', '{"email":"davet@@@example.com"}'),
    auth('invite data', 'service', 'POST', '/invite', '{"email":"davet@example.com","data":{"invited_by":"A@@"}}'),
    auth('admin create user metadata', 'service', 'POST', '/admin/users', '{"email":"yeni2@example.com","user_metadata":{"name":"@@"}}'),
    auth('admin create app_metadata', 'service', 'POST', '/admin/users', '{"email":"yeni3@example.com","app_metadata":{"role":"@@"}}'),
    auth('admin update app_metadata', 'service', 'PUT', `/admin/users/${ids.target}`, '{"app_metadata":{"note":"x@@"}}'),
    auth('admin update user_metadata', 'service', 'PUT', `/admin/users/${ids.target}`, '{"user_metadata":{"note":["x@@"]}}'),
    auth('admin update e-mail', 'service', 'PUT', `/admin/users/${ids.target}`, '{"email":"c@@@example.com"}'),
    auth('admin delete body', 'service', 'DELETE', `/admin/users/${UNKNOWN_ID}`, '{"should_soft_delete":"@@"}'),

    { name: 'insert row', shape: 'rest', who: 'service', method: 'POST', path: '/rest/v1/blog_posts', body: '{"title":"B@@","slug":"b","content":"x"}', headers: { Prefer: 'tx=rollback' } },
    { name: 'update row', shape: 'rest', who: 'service', method: 'PATCH', path: `/rest/v1/blog_posts?id=eq.${UNKNOWN_ID}`, body: '{"title":"B@@"}' },
    { name: 'insert json column key', shape: 'rest', who: 'service', method: 'POST', path: '/rest/v1/pages', body: '{"title":"S","slug":"s","blocks":[{"x@@":1}]}', headers: { Prefer: 'tx=rollback' } },
    { name: 'rpc text[] argument', shape: 'rest', who: 'anon', method: 'POST', path: '/rest/v1/rpc/media_alt_texts', body: '{"urls":["/x@@.png"],"source_table":"blog_posts","source_id":"00000000-0000-4000-8000-000000000000"}' },
    { name: 'rpc text arguments', shape: 'rest', who: 'anon', method: 'POST', path: '/rest/v1/rpc/preview_row', body: '{"token":"t@@","target":"blog_posts"}' },
    { name: 'rpc uuid argument', shape: 'rest', who: 'staff', method: 'POST', path: '/rest/v1/rpc/restore_revision', body: '{"revision_id":"@@"}' },

    { name: 'list prefix', shape: 'storage', who: 'staff', method: 'POST', path: '/storage/v1/object/list/media', body: '{"prefix":"a@@","limit":10}' },
    { name: 'list search', shape: 'storage', who: 'staff', method: 'POST', path: '/storage/v1/object/list/media', body: '{"prefix":"","search":"a@@"}' },
    { name: 'remove prefixes', shape: 'storage', who: 'staff', method: 'DELETE', path: '/storage/v1/object/media', body: '{"prefixes":["a@@.png"]}' },

    { name: 'personal data export', shape: 'auth', who: 'service', method: 'POST', path: '/mail/v1/personal-data/export', body: '{"email":"k@@@example.com"}' },
    { name: 'personal data delete', shape: 'auth', who: 'service', method: 'POST', path: '/mail/v1/personal-data/delete', body: '{"email":"k@@@example.com"}' },

    { name: 'staff-invite e-mail', shape: 'function', who: 'staff', method: 'POST', path: '/functions/v1/staff-invite', body: '{"email":"d@@@example.com"}' },
    { name: 'staff-invite name', shape: 'function', who: 'staff', method: 'POST', path: '/functions/v1/staff-invite', body: '{"email":"davet2@example.com","name":"A@@"}' },
    { name: 'staff-invite redirect', shape: 'function', who: 'staff', method: 'POST', path: '/functions/v1/staff-invite', body: '{"email":"davet3@example.com","redirectTo":"/admin/@@"}' },
    { name: 'staff-name name', shape: 'function', who: 'staff', method: 'POST', path: '/functions/v1/staff-name', body: `{"id":"${ids.target}","name":"A@@"}` },
    { name: 'newsletter-confirm', shape: 'function', who: 'service', method: 'POST', path: '/functions/v1/newsletter-confirm', body: '{"x":"@@"}' },
    { name: 'smtp-settings', shape: 'function', who: 'staff', method: 'POST', path: '/functions/v1/smtp-settings', body: '{"settings":{"host":"smtp@@.example.com","port":587,"security":"starttls","username":"u","from_address":"a@example.com","from_name":"A"}}' },
  ];
}

/** The entry points that read text from the URL, `@@` marking the malformed text. */
function urlEntryPoints(ids: Ids): EntryPoint[] {
  return [
    { name: 'verify link token', shape: 'auth', who: 'anon', method: 'GET', path: '/auth/v1/verify?type=invite&token=x@@&redirect_to=http://localhost/' },
    { name: 'verify link redirect', shape: 'auth', who: 'anon', method: 'GET', path: '/auth/v1/verify?type=invite&token=x&redirect_to=http://localhost/@@' },
    { name: 'recover redirect', shape: 'auth', who: 'anon', method: 'POST', path: '/auth/v1/recover?redirect_to=http://localhost/@@', body: '{"email":"a@example.com"}' },
    { name: 'token grant type', shape: 'auth', who: 'anon', method: 'POST', path: '/auth/v1/token?grant_type=password@@', body: '{"email":"a@example.com","password":"x"}' },
    { name: 'logout scope', shape: 'auth', who: 'staff', method: 'POST', path: '/auth/v1/logout?scope=global@@' },
    { name: 'admin user id', shape: 'auth', who: 'service', method: 'GET', path: '/auth/v1/admin/users/x@@' },
    { name: 'admin users page', shape: 'auth', who: 'service', method: 'GET', path: '/auth/v1/admin/users?page=1@@' },
    { name: 'admin user factors', shape: 'auth', who: 'service', method: 'GET', path: `/auth/v1/admin/users/${ids.target}@@/factors` },

    { name: 'eq filter', shape: 'rest', who: 'anon', method: 'GET', path: '/rest/v1/blog_posts?title=eq.x@@' },
    { name: 'in filter', shape: 'rest', who: 'anon', method: 'GET', path: '/rest/v1/blog_posts?slug=in.(a,b@@)' },
    { name: 'like filter', shape: 'rest', who: 'anon', method: 'GET', path: '/rest/v1/blog_posts?title=like.*@@*' },
    { name: 'fts filter', shape: 'rest', who: 'anon', method: 'GET', path: '/rest/v1/blog_posts?title=fts.x@@' },
    { name: 'or filter', shape: 'rest', who: 'anon', method: 'GET', path: '/rest/v1/blog_posts?or=(title.eq.x@@,slug.eq.y)' },
    { name: 'json path filter', shape: 'rest', who: 'anon', method: 'GET', path: '/rest/v1/pages?blocks->>x@@=eq.1' },
    { name: 'select', shape: 'rest', who: 'anon', method: 'GET', path: '/rest/v1/blog_posts?select=title@@' },
    { name: 'order', shape: 'rest', who: 'anon', method: 'GET', path: '/rest/v1/blog_posts?order=title@@' },
    { name: 'table name', shape: 'rest', who: 'anon', method: 'GET', path: '/rest/v1/blog_posts@@' },
    { name: 'rpc GET argument', shape: 'rest', who: 'anon', method: 'GET', path: '/rest/v1/rpc/preview_row?token=t@@&target=blog_posts' },
    { name: 'update filter', shape: 'rest', who: 'service', method: 'PATCH', path: '/rest/v1/blog_posts?slug=eq.x@@', body: '{"title":"x"}' },
    { name: 'delete filter', shape: 'rest', who: 'service', method: 'DELETE', path: '/rest/v1/blog_posts?slug=eq.x@@' },
    { name: 'columns', shape: 'rest', who: 'service', method: 'POST', path: '/rest/v1/blog_posts?columns=title@@', body: '{"title":"x"}' },
    { name: 'on_conflict', shape: 'rest', who: 'service', method: 'POST', path: '/rest/v1/blog_posts?on_conflict=slug@@', body: '{"title":"x"}' },

    { name: 'public object name', shape: 'storage', who: 'anon', method: 'GET', path: '/storage/v1/object/public/media/x@@.png' },
    { name: 'authenticated object name', shape: 'storage', who: 'staff', method: 'GET', path: '/storage/v1/object/authenticated/media/x@@.png' },
    { name: 'upload object name', shape: 'storage', who: 'staff', method: 'POST', path: '/storage/v1/object/media/x@@.png' },
    { name: 'bucket id', shape: 'storage', who: 'staff', method: 'GET', path: '/storage/v1/bucket/media@@' },
    { name: 'render width', shape: 'storage', who: 'anon', method: 'GET', path: '/storage/v1/render/image/public/media/x.png?width=1@@' },
    { name: 'render resize', shape: 'storage', who: 'anon', method: 'GET', path: '/storage/v1/render/image/public/media/x.png?width=10&resize=cover@@' },

    { name: 'outbox message id', shape: 'auth', who: 'service', method: 'GET', path: '/mail/v1/outbox/x@@' },
    { name: 'outbox query', shape: 'auth', who: 'service', method: 'GET', path: '/mail/v1/outbox?x=@@' },
  ];
}

/** Headers that carry text a service parses: bytes that are not UTF-8 (a header holds no NUL). */
function headerEntryPoints(): EntryPoint[] {
  const strict = (value: string) => ({ Prefer: `handling=strict, ${value}` });
  return [
    { name: 'Prefer return', shape: 'rest', who: 'anon', method: 'GET', path: '/rest/v1/blog_posts', headers: strict('return=x\u00ff') },
    { name: 'Prefer count', shape: 'rest', who: 'anon', method: 'GET', path: '/rest/v1/blog_posts', headers: strict('count=exact\u00ff') },
    { name: 'Prefer on write', shape: 'rest', who: 'service', method: 'POST', path: '/rest/v1/blog_posts', headers: { ...strict('tx=rollback\u00ff'), 'Content-Type': 'application/json' }, body: '{"title":"x"}' },
    { name: 'Accept-Profile', shape: 'rest', who: 'anon', method: 'GET', path: '/rest/v1/blog_posts', headers: { 'Accept-Profile': 'public\u00ff' } },
    { name: 'Content-Profile', shape: 'rest', who: 'service', method: 'POST', path: '/rest/v1/blog_posts', headers: { 'Content-Profile': 'public\u00ff', 'Content-Type': 'application/json' }, body: '{"title":"x"}' },
  ];
}

interface Case {
  label: string;
  point: EntryPoint;
  url: string;
  body?: Uint8Array<ArrayBuffer>;
}

const bytes = (...parts: (string | Buffer)[]): Uint8Array<ArrayBuffer> => new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : p))));

function cases(points: { json: EntryPoint[]; url: EntryPoint[]; header: EntryPoint[] }): Case[] {
  const out: Case[] = [];
  for (const point of points.json) {
    const [before, after] = point.body!.split('@@') as [string, string];
    for (const [name, text] of Object.entries(JSON_TEXTS)) {
      out.push({ label: `${point.name} × ${name}`, point, url: point.path, body: bytes(before, text, after) });
    }
  }
  for (const point of points.url) {
    for (const [text, escaped] of Object.entries(URL_TEXTS)) {
      out.push({ label: `${point.name} × ${text}`, point, url: point.path.replace('@@', escaped), body: point.body === undefined ? undefined : bytes(point.body) });
    }
  }
  for (const point of points.header) {
    out.push({ label: `${point.name} × byte 0xFF`, point, url: point.path, body: point.body === undefined ? undefined : bytes(point.body) });
  }
  return out;
}

describe('malformed text is a 4xx everywhere', () => {
  let t: TestServer;
  let staffToken: string;
  let ids: Ids;

  beforeAll(async () => {
    t = await startTestServer();
    const staff = await t.signIn();
    const session = (await staff.auth.getSession()).data.session!;
    const enrolled = await staff.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Malformed' });
    if (enrolled.error) throw enrolled.error;
    staffToken = session.access_token;
    const target = await t.service().auth.admin.createUser({ email: 'hedef@example.com', password: 'hedef-parola-1', email_confirm: true });
    if (target.error) throw target.error;
    ids = { staff: session.user.id, factor: enrolled.data.id, target: target.data.user.id };
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  function headersFor(who: Who, extra: Record<string, string> = {}): Record<string, string> {
    const key = who === 'service' ? t.serviceRoleKey : t.anonKey;
    const bearer = who === 'service' ? t.serviceRoleKey : who === 'staff' ? staffToken : t.anonKey;
    return { apikey: key, Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json', ...extra };
  }

  it('answers every entry point × malformed text with a 4xx in the service’s shape: 0 5xx', async () => {
    const all = cases({ json: jsonEntryPoints(ids), url: urlEntryPoints(ids), header: headerEntryPoints() });
    const failures: string[] = [];
    let fiveHundreds = 0;
    for (const c of all) {
      // A redirect (GET /verify's link) is not followed: its status is the answer.
      const res = await fetch(`${t.url}${c.url}`, { method: c.point.method, headers: headersFor(c.point.who, c.point.headers), body: c.body, redirect: 'manual' });
      const text = await res.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
      const where = `${c.point.shape} ${c.label}: ${c.point.method} ${c.url} → ${res.status} ${text.slice(0, 160)}`;
      if (res.status >= 500) fiveHundreds++;
      if (res.status < 400 || res.status >= 500) failures.push(where);
      else if (!SHAPES[c.point.shape](res.status, body)) failures.push(`shape: ${where}`);
    }
    console.log(`malformed text: ${fiveHundreds} 5xx out of ${all.length} (${failures.length} not a 4xx in the service's shape)`);
    expect(failures).toEqual([]);
    expect(all.length).toBeGreaterThanOrEqual(240);
  }, 300_000);

  it('the same refusals, exactly: Auth 400 validation_failed / bad_json, PostgREST 22P02 / 22021, Storage 400, functions 400', async () => {
    const send = async (path: string, who: Who, body: Uint8Array<ArrayBuffer> | string | undefined, method = 'POST') => {
      const res = await fetch(`${t.url}${path}`, { method, headers: headersFor(who), body });
      return { status: res.status, body: await res.json() };
    };
    expect(await send('/auth/v1/user', 'staff', '{"data":{"full_name":"\\ud800"}}', 'PUT')).toEqual({
      status: 400,
      body: { code: 400, error_code: 'validation_failed', msg: 'Invalid characters in data' },
    });
    expect(await send('/auth/v1/admin/users', 'service', bytes('{"email":"', Buffer.from([0xff]), '@example.com"}'))).toEqual({
      status: 400,
      body: { code: 400, error_code: 'bad_json', msg: 'Could not parse request body as JSON: invalid UTF-8' },
    });
    expect(await send('/auth/v1/admin/users?page=%00', 'service', undefined, 'GET')).toEqual({
      status: 400,
      body: { code: 400, error_code: 'validation_failed', msg: 'Invalid characters in the query string' },
    });
    expect(await send('/rest/v1/blog_posts', 'service', '{"title":"\\ud800"}')).toEqual({
      status: 400,
      body: { code: '22P02', details: 'Unicode low surrogate must follow a high surrogate.', hint: null, message: 'invalid input syntax for type json' },
    });
    expect(await send('/rest/v1/blog_posts?title=eq.%ED%A0%80', 'anon', undefined, 'GET')).toEqual({
      status: 400,
      body: { code: '22021', details: null, hint: null, message: 'invalid byte sequence for encoding "UTF8": 0xed 0xa0 0x80' },
    });
    expect(await send('/storage/v1/object/list/media', 'staff', '{"prefix":"\\u0000"}')).toEqual({
      status: 400,
      body: { statusCode: '400', error: 'invalid_request', message: 'Invalid characters in prefix' },
    });
    expect(await send('/mail/v1/personal-data/export', 'service', '{"email":"a\\u0000@example.com"}')).toEqual({
      status: 400,
      body: { code: 400, error_code: 'validation_failed', msg: 'Invalid characters in email' },
    });
    expect(await send('/functions/v1/staff-invite', 'staff', '{"email":"davet@example.com","name":"\\ud800"}')).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Geçersiz karakter: name' },
    });
    expect(await send('/functions/v1/smtp-settings', 'staff', '{"settings":{"host":"\\ud800"}}')).toEqual({
      status: 400,
      body: { code: 'validation_failed', message: 'Geçersiz karakter: settings' },
    });
  });

  it('database functions called with an unknown id answer 404 (PT404), not 500', async () => {
    const staff = await t.signIn();
    const calls = [
      ['restore_revision', { revision_id: UNKNOWN_ID }, 'Sürüm bulunamadı', 'revision_not_found'],
      ['purge_revisions', { target_table: 'blog_posts', target_row: UNKNOWN_ID }, 'Çöp kutusunda böyle bir kayıt yok', 'not_in_trash'],
      ['staff_set_role', { target: UNKNOWN_ID, new_role: 'editor' }, 'Kullanıcı bulunamadı', null],
      ['staff_set_disabled', { target: UNKNOWN_ID, disabled: true }, 'Kullanıcı bulunamadı', null],
      ['staff_remove', { target: UNKNOWN_ID }, 'Kullanıcı bulunamadı', null],
      ['staff_reset_mfa', { target: UNKNOWN_ID }, 'Kullanıcı bulunamadı', null],
    ] as const;
    const answers = [];
    for (const [fn, args] of calls) {
      const r = await staff.rpc(fn, args);
      answers.push({ fn, status: r.status, code: r.error?.code, message: r.error?.message, hint: r.error?.hint ?? null });
    }
    console.log(`unknown ids: ${answers.filter((a) => a.status >= 500).length} 5xx out of ${answers.length}`);
    expect(answers).toEqual(calls.map(([fn, , message, hint]) => ({ fn, status: 404, code: 'PT404', message, hint })));
  });
});
