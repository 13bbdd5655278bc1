/**
 * A third language is configuration (schema/languages.ts) plus its strings file: with German
 * configured here (the site ships Turkish and English), its home address matches the home
 * route in German, the switcher offers the two others, and the home's metadata names it
 * among the alternates with its own og:locale and canonical.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../schema/languages.ts', () => {
  const LANGUAGES = [
    { code: 'tr', name: 'Türkçe', adminName: 'Türkçe', intl: 'tr-TR', ogLocale: 'tr_TR' },
    { code: 'en', name: 'English', adminName: 'İngilizce', intl: 'en-US', ogLocale: 'en_US' },
    { code: 'de', name: 'Deutsch', adminName: 'Almanca', intl: 'de-DE', ogLocale: 'de_DE' },
  ];
  return { LANGUAGES, DEFAULT_LANGUAGE: 'tr', TRANSLATION_LANGUAGES: LANGUAGES.slice(1) };
});

vi.mock('../../src/lib/i18n/strings/index.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/lib/i18n/strings/index.ts')>();
  const de = { ...real.STRINGS.en, startProject: 'Projekt starten', languageSwitch: 'Sprache', breadcrumbHome: 'Startseite' };
  const STRINGS = { ...real.STRINGS, de };
  return { STRINGS, stringsOf: (lang: string) => (STRINGS as Record<string, typeof de>)[lang] ?? real.STRINGS.tr };
});

const { splitLanguagePath, languageBasename } = await import('../../src/lib/i18n/languages.ts');
const { matchPublicRoute } = await import('../../src/public/routes/match.ts');
const { LanguageSwitcher } = await import('../../src/public/layout/LanguageSwitcher.tsx');
const { homeMeta, headTags, siteMeta } = await import('../../src/public/seo/page-meta.ts');
const { withAlternates } = await import('../../src/public/seo/alternates.ts');
const { stringsOf } = await import('../../src/lib/i18n/strings/index.ts');

describe('a third language enabled by configuration', () => {
  it('its addresses are the routes under /de', () => {
    expect(splitLanguagePath('/de/blog/x')).toEqual({ lang: 'de', path: '/blog/x' });
    expect(languageBasename('/de')).toBe('/de');
    const home = matchPublicRoute('/de');
    expect([home.route.id, home.lang]).toEqual(['home', 'de']);
    expect(matchPublicRoute('/de/blog/x').route.id).toBe('post');
  });

  it('its home renders the switcher to the other languages and its own words', () => {
    const html = renderToString(createElement(StaticRouter, { basename: '/de', location: '/de' }, createElement(LanguageSwitcher, { linkClass: 'hd-link' })));
    const doc = new JSDOM(html).window.document;
    expect([...doc.querySelectorAll('a')].map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/', 'Türkçe'],
      ['/en', 'English'],
    ]);
    expect(doc.querySelector('ul')?.getAttribute('aria-label')).toBe('Sprache');
    expect(stringsOf('de').startProject).toBe('Projekt starten');
  });

  it("its home's metadata: canonical, og:locale, and hreflang for all three with x-default", () => {
    const site = siteMeta(null, null, 'https://site.example', '', 'de' as never);
    const route = matchPublicRoute('/de').route;
    const head = withAlternates(route, site, null, '/de', { meta: homeMeta(site, null), status: 200 });
    expect(head.meta.canonical).toBe('https://site.example/de');
    const tags = headTags(site, head.meta);
    const attr = (k: string, v: string) => tags.filter((t) => t.attrs[k] === v).map((t) => t.attrs);
    expect(attr('property', 'og:locale')).toEqual([{ property: 'og:locale', content: 'de_DE' }]);
    expect(attr('property', 'og:locale:alternate').map((a) => a.content)).toEqual(['tr_TR', 'en_US']);
    expect(attr('rel', 'alternate').map((a) => [a.hreflang, a.href])).toEqual([
      ['tr', 'https://site.example/'],
      ['en', 'https://site.example/en'],
      ['de', 'https://site.example/de'],
      ['x-default', 'https://site.example/'],
    ]);
  });
});
