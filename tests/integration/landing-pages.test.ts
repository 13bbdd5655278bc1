/**
 * Landing pages and lead sources (issue 25 item 3), through the real server and PostgreSQL:
 * a visitor's message carries its page, referrer and UTM values within the database's limits
 * (23514 past them); a landing page renders without the site's header and footer; a noindex
 * page says so to robots and is left out of the sitemap; the dashboard's
 * landing_page_leads() counts each landing page's messages of the last 30 days, for staff only.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { ensureSpaBuilt } from '../../server/app/build-spa.ts';
import { PROJECT_ROOT } from '../../server/platform/db/setup.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const FORM_BLOCK = { id: 'f1', type: 'contact-form', data: { title: 'Ücretsiz teklif alın', intro: 'Formu doldurun, size dönelim.', button_label: 'Teklif İste', show_phone: true, show_company: false, show_service: false } };
const HERO = { id: 'h1', type: 'hero', data: { title: 'Kış *kampanyası*', subtitle: 'Sınırlı süre' } };

const message = (email: string, extra: Record<string, unknown> = {}) => ({ name: 'Ayşe Yılmaz', email, message: 'Teklif almak istiyorum.', ...extra });

describe('landing pages and lead sources', () => {
  let t: TestServer;
  let staff: SupabaseClient;

  beforeAll(async () => {
    await ensureSpaBuilt(path.join(PROJECT_ROOT, 'dist'), () => {});
    t = await startTestServer({ seed: false });
    staff = await t.signIn();
    // One insert sends the union of the rows' keys: each row states every one.
    const pages = await staff.from('pages').insert([
      { title: 'Kış Kampanyası', slug: 'kis-kampanyasi', content: '', blocks: [HERO, FORM_BLOCK], published: true, landing_page: true, noindex: true },
      { title: 'Bahar Kampanyası', slug: 'bahar-kampanyasi', content: '', blocks: [FORM_BLOCK], published: true, landing_page: true, noindex: false },
      { title: 'Hakkımızda Ek', slug: 'hakkimizda-ek', content: '<p>Sıradan sayfa</p>', blocks: [], published: true, landing_page: false, noindex: false },
    ]);
    expect(pages.error).toBeNull();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes a message with its page, referrer and UTM values from anon', async () => {
    const source = { source_path: '/kis-kampanyasi', referrer: 'https://www.google.com/', utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'kis-2026', utm_term: 'web tasarım', utm_content: 'reklam-a' };
    const { error, status } = await t.anon().from('contact_messages').insert(message('utm@example.com', source));
    expect(error).toBeNull();
    expect(status).toBe(201);
    const stored = await t.service().from('contact_messages').select('source_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content').eq('email', 'utm@example.com').single();
    expect(stored.data).toEqual(source);
  });

  it.each([
    ['utm_source over 200 characters', { utm_source: 'x'.repeat(201) }, 'contact_messages_utm_source_check'],
    ['utm_content over 200 characters', { utm_content: 'x'.repeat(201) }, 'contact_messages_utm_content_check'],
    ['a referrer with a query string', { referrer: 'https://example.com/ara?q=ajans' }, 'contact_messages_referrer_check'],
    ['a referrer over 500 characters', { referrer: `https://example.com/${'a'.repeat(490)}` }, 'contact_messages_referrer_check'],
    ['a source path that is no path', { source_path: 'https://example.com/' }, 'contact_messages_source_path_check'],
  ])('refuses %s from anon with 400 and 23514', async (_case, extra, constraint) => {
    const { error, status } = await t.anon().from('contact_messages').insert(message(`limit-${constraint}@example.com`, extra));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', message: `new row for relation "contact_messages" violates check constraint "${constraint}"` });
  });

  it('renders a landing page without the site header and footer, its blocks in order, the skip link and consent banner kept', async () => {
    const landing = await (await fetch(`${t.url}/bahar-kampanyasi`)).text();
    const ordinary = await (await fetch(`${t.url}/hakkimizda-ek`)).text();
    expect(ordinary).toContain('<header');
    expect(ordinary).toContain('<footer');
    expect(landing).not.toContain('<header');
    expect(landing).not.toContain('<footer');
    expect(landing).toContain('İçeriğe geç');
    expect(landing).toContain('data-testid="consent-banner"');
    expect(landing).toContain('data-block="contact-form"');
    expect(landing).toMatch(/<h2[^>]*>Ücretsiz teklif alın<\/h2>/);
    expect(landing).toContain('Teklif İste');
    // The block left out the company and service fields.
    expect(landing).not.toContain('autoComplete="organization"');
    expect(landing).not.toContain('name="company"');
    expect(landing).toContain('name="phone"');

    const both = await (await fetch(`${t.url}/kis-kampanyasi`)).text();
    const order = ['data-block="hero"', 'data-block="contact-form"'].map((m) => both.indexOf(m));
    expect(order[0]).toBeGreaterThan(0);
    expect(order[1]).toBeGreaterThan(order[0]!);
  });

  it('marks a noindex page for robots and leaves it out of the sitemap', async () => {
    const hidden = await (await fetch(`${t.url}/kis-kampanyasi`)).text();
    const shown = await (await fetch(`${t.url}/bahar-kampanyasi`)).text();
    expect(hidden).toMatch(/<meta name="robots" content="noindex, follow"[^>]*>/);
    expect(hidden).not.toContain('content="index, follow"');
    expect(shown).toMatch(/<meta name="robots" content="index, follow"[^>]*>/);
    const sitemap = await fetch(`${t.url}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('/bahar-kampanyasi</loc>');
    expect(xml).toContain('/hakkimizda-ek</loc>');
    expect(xml).not.toContain('kis-kampanyasi');
  });

  it('counts each landing page’s messages of the last 30 days for staff, most first; older ones and other pages not', async () => {
    const service = t.service();
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    const rows = [
      message('a1@example.com', { source_path: '/bahar-kampanyasi', created_at: daysAgo(1) }),
      message('a2@example.com', { source_path: '/bahar-kampanyasi', created_at: daysAgo(29) }),
      message('a3@example.com', { source_path: '/bahar-kampanyasi', created_at: daysAgo(31) }),
      message('a4@example.com', { source_path: '/hakkimizda-ek', created_at: daysAgo(1) }),
      message('a5@example.com', { source_path: '/kis-kampanyasi', created_at: daysAgo(40) }),
    ];
    const inserted = await service.from('contact_messages').insert(rows);
    expect(inserted.error).toBeNull();
    // Plus the anon message of the first test: /kis-kampanyasi, now.
    const { data, error } = await staff.rpc('landing_page_leads');
    expect(error).toBeNull();
    expect((data as { title: string; slug: string; leads: number; published: boolean }[]).map((r) => ({ title: r.title, slug: r.slug, leads: Number(r.leads), published: r.published }))).toEqual([
      { title: 'Bahar Kampanyası', slug: 'bahar-kampanyasi', leads: 2, published: true },
      { title: 'Kış Kampanyası', slug: 'kis-kampanyasi', leads: 1, published: true },
    ]);

    const refused = await t.anon().rpc('landing_page_leads');
    expect(refused.data).toBeNull();
    expect(refused.error).toMatchObject({ code: '42501' });
  });
});
