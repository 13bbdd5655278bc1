/**
 * Newsletter sign-ups record the form they came from: a visitor (anon, through unmodified
 * supabase-js) may send `source` from the allowlist (footer, blog, popup, page: the newsletter block); any other value is
 * stored as null, and an address already on the list keeps its first source.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.ts';

describe('newsletter source', () => {
  let t: TestServer;

  async function sourceOf(email: string): Promise<(string | null)[]> {
    const { rows } = await t.server.ctx.db.admin.query<{ source: string | null }>('select source from public.newsletter_subscribers where lower(email) = lower($1)', [email]);
    return rows.map((r) => r.source);
  }

  beforeAll(async () => {
    t = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps footer, blog and page (the newsletter block) as sent by the public forms', async () => {
    const anon = t.anon();
    const block = await anon.from('newsletter_subscribers').insert({ email: 'blok-okuru@example.com', source: 'page' });
    expect(block).toMatchObject({ error: null, status: 201, data: null });
    expect(await sourceOf('blok-okuru@example.com')).toEqual(['page']);
    const footer = await anon.from('newsletter_subscribers').insert({ email: 'altbilgi@example.com', source: 'footer' });
    expect(footer).toMatchObject({ error: null, status: 201, data: null });
    const blog = await anon.from('newsletter_subscribers').insert({ email: 'blog-okuru@example.com', source: 'blog' });
    expect(blog).toMatchObject({ error: null, status: 201, data: null });
    expect(await sourceOf('altbilgi@example.com')).toEqual(['footer']);
    expect(await sourceOf('blog-okuru@example.com')).toEqual(['blog']);
    // Three sign-ups from this visitor: forget them, so the tests below stay under the limit of five.
    await t.server.ctx.db.admin.query('delete from private.form_submissions');
  });

  it('drops a source outside the allowlist and still subscribes', async () => {
    const { error, status } = await t.anon().from('newsletter_subscribers').insert({ email: 'bot@example.com', source: 'spam-campaign' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await sourceOf('bot@example.com')).toEqual([null]);
  });

  it('leaves an active subscription and its source unchanged; a pending one takes the newer sign-up', async () => {
    const anon = t.anon();
    expect((await anon.from('newsletter_subscribers').insert({ email: 'ilk@example.com', source: 'blog' })).error).toBeNull();
    expect((await anon.from('newsletter_subscribers').insert({ email: 'ILK@example.com', source: 'footer' })).error).toBeNull();
    // Still unconfirmed: the second sign-up renews it (and sends a new confirmation e-mail).
    expect(await sourceOf('ilk@example.com')).toEqual(['footer']);
    await t.server.ctx.db.admin.query(`update public.newsletter_subscribers set status = 'active' where email = 'ilk@example.com'`);
    // A sixth sign-up from this address within 10 minutes would meet the rate limit.
    await t.server.ctx.db.admin.query('delete from private.form_submissions');
    expect((await anon.from('newsletter_subscribers').insert({ email: 'ilk@example.com', source: 'blog' })).error).toBeNull();
    expect(await sourceOf('ilk@example.com')).toEqual(['footer']);
  });

  it('still refuses the other columns to anon (42501)', async () => {
    const { error, status } = await t.anon().from('newsletter_subscribers').insert({ email: 'ad@example.com', name: 'Ali' });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });
});
