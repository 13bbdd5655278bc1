/**
 * Menus have one level of sub-menus: the table's JSON Schema and the admin form's precompiled
 * validator accept a menu without children (the shape before sub-menus) and with one level,
 * and refuse a sub-link with children of its own. The page picker's fixed pages are the public
 * route table's fixed routes.
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { loadResource } from '../../generated/admin/resources.ts';
import { loadFormValidator } from '../../src/admin/form/precompiled-validator.ts';
import { transformErrors } from '../../src/admin/form/turkish-errors.ts';
import type { AnyResource } from '../../src/admin/resource/types.ts';
import { FIXED_PAGES } from '../../src/lib/fixed-pages.ts';
import { matchPublicRoute } from '../../src/public/routes/match.ts';

const link = (label: string, url: string) => ({ label, url, type: 'internal' as const });
const menu = (items: unknown[]) => ({ name: 'Üst', location: 'header', items, published: true });

const flat = menu([link('Ana Sayfa', '/'), link('Blog', '/blog')]);
const oneLevel = menu([{ ...link('Hizmetler', '/services'), children: [link('SEO', '/services/seo'), { label: 'Dış', url: 'https://example.com', type: 'external' }] }, link('Blog', '/blog')]);
const twoLevels = menu([{ ...link('Hizmetler', '/services'), children: [{ ...link('SEO', '/services/seo'), children: [link('Yerel', '/services/yerel')] }] }]);

describe('menu sub-items', () => {
  it('the JSON Schema of menus takes no children and one level, and refuses a second level', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(JSON.parse(readFileSync('generated/json-schema/menus.json', 'utf8')) as object);
    const row = (m: object) => ({ id: '00000000-0000-4000-8000-000000000001', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', ...m });
    expect(validate(row(flat))).toBe(true);
    expect(validate(row(oneLevel))).toBe(true);
    expect(validate(row(twoLevels))).toBe(false);
    expect(validate.errors?.map((e) => [e.instancePath, e.keyword, e.params])).toEqual([['/items/0/children/0', 'additionalProperties', { additionalProperty: 'children' }]]);
  });

  it("the admin form's validator refuses a second level with a Turkish message", async () => {
    const resource = ((await loadResource.menus()) as { resource: AnyResource }).resource;
    const validator = await loadFormValidator(resource);
    const errors = (data: object) => validator.validateFormData(data, resource.formSchema as RJSFSchema, undefined, transformErrors).errors.map((e) => `${e.property} ${e.message}`);
    expect(errors(flat)).toEqual([]);
    expect(errors(oneLevel)).toEqual([]);
    expect(errors(twoLevels)).toEqual(['.items.0.children.0 Bilinmeyen alan: children']);
  });

  it('every fixed page of the picker is a fixed route of the site', () => {
    expect(FIXED_PAGES.map((p) => [p.path, matchPublicRoute(p.path).route.id])).toEqual([
      ['/', 'home'],
      ['/about', 'about'],
      ['/services', 'services'],
      ['/projects', 'projects'],
      ['/blog', 'blog'],
      ['/contact', 'contact'],
      ['/faq', 'faq'],
    ]);
  });
});
