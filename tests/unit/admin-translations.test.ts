/**
 * The admin's translation pieces without a browser: a resource narrowed to one language's
 * translation (its table, form, required fields, messages, public address, insert identity,
 * local draft scope), the shared fields, the Turkish text shown beside a field, the editor's
 * language from its address, list badges, missing counts, and the live preview per language.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { resource as blog } from '../../generated/admin/blog.ts';
import { resource as messages } from '../../generated/admin/contact-messages.ts';
import { resource as settings } from '../../generated/admin/settings.ts';
import { resource as testimonials } from '../../generated/admin/testimonials.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../schema/languages.ts';
import { livePreviewAddress, livePreviewTable, livePreviewValues } from '../../src/admin/editorial/live-preview-values.ts';
import { formFieldNames, savePayload } from '../../src/admin/form/form-data.ts';
import { loadFormValidator } from '../../src/admin/form/precompiled-validator.ts';
import { referenceText } from '../../src/admin/form/reference-text.ts';
import {
  isTranslatable,
  languageAdminName,
  languagePath,
  localDraftScope,
  referenceValues,
  sharedFieldsOf,
  translationGlobal,
  translationIdentity,
  translationResource,
} from '../../src/admin/form/translation-resource.ts';
import { editorLanguage } from '../../src/admin/form/use-editor-language.ts';
import { missingSummary } from '../../src/admin/dashboard/MissingTranslationsCard.tsx';
import { rowLanguageStates } from '../../src/admin/resource/LanguageBadges.tsx';
import { missingTranslationsTexts } from '../../src/admin/resource/MissingTranslations.tsx';
import type { AnyGlobal, AnyResource, Row } from '../../src/admin/resource/types.ts';

const posts = blog as unknown as AnyResource;
const post: Row = { id: 'p1', title: 'Yerel SEO Rehberi', slug: 'yerel-seo-rehberi', excerpt: 'Özet', content: '<p>Türkçe <strong>metin</strong></p>', featured_image: '/media/a.jpg', category: 'SEO', tags: ['seo'], author: { name: 'Ayşe' }, meta_title: null, meta_description: null, published: true, publish_at: null, updated_at: '2026-01-01T00:00:00Z' };

describe('a resource in another language', () => {
  const english = translationResource(posts, 'en', post);

  it('edits the translations table with only the localized fields and its own publication', () => {
    expect(english.table).toBe('blog_posts_translations');
    expect(posts.localized).toEqual(['title', 'slug', 'excerpt', 'content', 'category', 'tags', 'meta_title', 'meta_description']);
    expect(formFieldNames(english)).toEqual(['title', 'slug', 'excerpt', 'content', 'category', 'tags', 'meta_title', 'meta_description', 'published', 'publish_at']);
    expect(english.formSchema!.required).toEqual(['title', 'slug', 'excerpt', 'content']);
    expect((english.uiSchema as Record<string, unknown>)['ui:order']).toEqual(['title', 'slug', 'excerpt', 'content', 'category', 'tags', 'meta_title', 'meta_description', 'published', 'publish_at']);
    expect((english.uiSchema as Record<string, unknown>).featured_image).toBeUndefined();
    expect(english.form.fields.map((f) => f.name)).toEqual(['title', 'slug', 'excerpt', 'content', 'category', 'tags', 'meta_title', 'meta_description', 'published', 'publish_at']);
    expect(english.status).toEqual(posts.status);
    expect(english.defaults).toEqual({ category: 'Genel', tags: [], published: false });
    // A translation is not translated again: no language tabs, no badges of its own.
    expect(isTranslatable(english)).toBe(false);
    // The base resource is untouched.
    expect(posts.table).toBe('blog_posts');
    expect(formFieldNames(posts)).toContain('featured_image');
  });

  it('says its messages of the translation, has the English address, and inserts with its identity', () => {
    expect(english.messages.created).toBe('İngilizce çeviri oluşturuldu');
    expect(english.messages.updated).toBe('İngilizce çeviri güncellendi');
    expect(english.messages.deleted).toBe('İngilizce çeviri silindi');
    expect(english.messages.deleteConfirm).toBe('Bu kaydın İngilizce çevirisini silmek istediğinizden emin misiniz? Türkçe kayıt olduğu gibi kalır.');
    expect(english.messages.loadError).toBe(posts.messages.loadError);
    expect(english.publicPath).toBe('/en/blog/{slug}');
    expect(translationIdentity(english)).toEqual({ item_id: 'p1', locale: 'en' });
    expect(translationIdentity(posts)).toEqual({});
    expect(localDraftScope(english)).toBe('blog:en:p1');
    expect(localDraftScope(posts)).toBe('blog');
  });

  it('shows the shared fields read-only and the Turkish text of the localized ones', () => {
    expect(sharedFieldsOf(posts)).toEqual(['featured_image', 'author']);
    expect(referenceValues(english.translation!)).toEqual({ title: 'Yerel SEO Rehberi', slug: 'yerel-seo-rehberi', excerpt: 'Özet', content: '<p>Türkçe <strong>metin</strong></p>', category: 'SEO', tags: ['seo'], meta_title: null, meta_description: null });
  });

  it('a save sends only the translation columns', () => {
    expect(Object.keys(savePayload(english, { title: ' Local SEO ', slug: 'local-seo', excerpt: 'E', content: '<p>x</p>', featured_image: '/x.jpg', published: true }))).toEqual(['title', 'slug', 'excerpt', 'content', 'category', 'tags', 'meta_title', 'meta_description', 'published', 'publish_at']);
  });

  it('a type published once for all languages keeps no publication in its translation; a type without localized fields has no languages', () => {
    const quotes = translationResource(testimonials as unknown as AnyResource, 'en', { id: 'q1', content: 'Harika' });
    expect(quotes.status).toBeUndefined();
    expect(formFieldNames(quotes)).toEqual(['position', 'content'].filter((f) => formFieldNames(testimonials as unknown as AnyResource).includes(f)));
    expect(isTranslatable(posts)).toBe(true);
    expect(isTranslatable(messages as unknown as AnyResource)).toBe(false);
  });
});

describe('a global in another language', () => {
  const base = settings as unknown as AnyGlobal;
  const english = translationGlobal(base, 'en', { id: 's1', site_name: 'Ajans', site_description: 'Dijital ajans' });
  const localized = ['site_description', 'contact_address', 'working_hours', 'contact_disclosure_text'];

  it('keeps only the sections with localized fields, and those fields in them', () => {
    expect(english.table).toBe('site_settings_translations');
    expect(base.localized).toEqual(localized);
    expect([...formFieldNames(english)].sort()).toEqual([...localized].sort());
    expect([...english.form.sections.flatMap((s) => s.fields)].sort()).toEqual([...localized].sort());
    const sections = ((english.uiSchema as Record<string, { sections?: { fields: string[]; serverValues?: unknown }[] }>)['ui:options']!.sections)!;
    expect([...sections.flatMap((s) => s.fields)].sort()).toEqual([...localized].sort());
    expect(english.status).toBeUndefined();
    expect(sharedFieldsOf(base)).toContain('site_name');
    expect(sections.every((s) => s.serverValues === undefined)).toBe(true);
    expect(translationIdentity(english)).toEqual({ item_id: 's1', locale: 'en' });
  });
});

describe('language helpers', () => {
  it('names languages in Turkish and prefixes public addresses', () => {
    expect(LANGUAGES.map((l) => languageAdminName(l.code))).toEqual(['Türkçe', 'İngilizce']);
    expect(languagePath('/blog/{slug}', 'en')).toBe('/en/blog/{slug}');
    expect(languagePath('/', 'en')).toBe('/en');
    expect(languagePath('/blog/{slug}', DEFAULT_LANGUAGE)).toBe('/blog/{slug}');
  });

  it('reads the editor language from the address, the default when absent or unknown', () => {
    expect(editorLanguage('en')).toBe('en');
    expect(editorLanguage(null)).toBe('tr');
    expect(editorLanguage('xx')).toBe('tr');
  });

  it('shows the Turkish text of a field as plain text, codes left out', () => {
    expect(referenceText('<p>Türkçe <strong>metin</strong></p>')).toBe('Türkçe metin');
    expect(referenceText(['seo', 'yerel'])).toBe('seo · yerel');
    expect(referenceText([{ id: '9b2f1c3e-0000-4000-8000-000000000000', type: 'hero', data: { title: 'Merhaba', image: '/media/x.jpg', button: { label: 'Başla', href: '/iletisim' } } }])).toBe('Merhaba · Başla');
    expect(referenceText(null)).toBe('');
  });

  it('gives each list row its languages', () => {
    expect(rowLanguageStates([]).map((l) => [l.code, l.state])).toEqual([['tr', 'default'], ['en', 'missing']]);
    expect(rowLanguageStates([{ locale: 'en', published: false }]).map((l) => l.state)).toEqual(['default', 'draft']);
    expect(rowLanguageStates([{ locale: 'en', published: true }]).map((l) => l.state)).toEqual(['default', 'live']);
    expect(rowLanguageStates([{ locale: 'en', published: null }]).map((l) => l.state)).toEqual(['default', 'live']);
  });

  it('words the missing counts of a list and of the dashboard', () => {
    expect(missingTranslationsTexts({ en: 3 })).toEqual(['İngilizce çevirisi eksik: 3']);
    expect(missingTranslationsTexts({ en: 0 })).toEqual(['İngilizce: tümü çevrildi']);
    expect(missingSummary({ en: 2, de: 0 })).toBe('İngilizce: 2');
    expect(missingSummary({ en: 0 })).toBe('');
  });
});

describe('live preview per language', () => {
  const english = translationResource(posts, 'en', post);
  const translation: Row = { id: 't1', item_id: 'p1', locale: 'en', title: 'Local SEO', slug: 'local-seo', excerpt: null, content: null, published: false };

  it("shows the base item's page under the language's prefix", () => {
    expect(livePreviewTable(english)).toBe('blog_posts');
    expect(livePreviewAddress(english, 'blog_posts')).toBe('/en/canli-onizleme/blog_posts');
    expect(livePreviewAddress(posts, 'blog_posts')).toBe('/canli-onizleme/blog_posts');
  });

  it('lays the typed translation over the base item (its id, shared fields and publication kept)', () => {
    const values = livePreviewValues(english, translation, { title: 'Local SEO, typed', slug: 'local-seo' });
    expect(values.id).toBe('p1');
    expect(values.title).toBe('Local SEO, typed');
    expect(values.featured_image).toBe('/media/a.jpg');
    expect(values.author).toEqual({ name: 'Ayşe' });
    // A field not translated yet shows the base item's text, as mergeTranslation lays a translation over its row.
    expect(values.excerpt).toBe('Özet');
  });
});

describe('a translation is validated by its item\'s precompiled functions', () => {
  const english = translationResource(posts, 'en', post);

  it('accepts a complete translation and names only its own fields\' errors', async () => {
    const validator = await loadFormValidator(english);
    const valid = { title: 'Local SEO', slug: 'local-seo', excerpt: 'Short', content: '<p>Text</p>', category: 'SEO', tags: [], published: false };
    expect(validator.validateFormData(valid, english.formSchema as RJSFSchema).errors).toEqual([]);
    const missing = validator.validateFormData({ ...valid, title: '', slug: 'Not A Slug' }, english.formSchema as RJSFSchema);
    expect(missing.errors.map((e) => e.property).sort()).toEqual(['.slug', '.title']);
    // The same translation resource keeps its validator; the item's own form keeps the item's.
    expect(await loadFormValidator(english)).toBe(validator);
    expect(await loadFormValidator(posts)).not.toBe(validator);
  });

  it('shows the search preview at the address in the language', () => {
    const ui = english.uiSchema as Record<string, { 'ui:options'?: { seoPreview?: { path?: string } } }>;
    expect(ui.meta_description!['ui:options']!.seoPreview!.path).toBe('/en/blog/{slug}');
  });
});
