/**
 * Blocks as a schema concept: every file in schema/blocks is one block type, and codegen,
 * the site and the admin follow from it with no other edit. Each type has its generated JSON
 * Schema and form, a public component found by name, and a place in the picker; the page form
 * types each block by its `type`, so the precompiled validator points errors at the block's
 * own fields. Also the pure parts: highlighted words and the list edits.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ThemeProvider } from '@emotion/react';
import type { RJSFSchema } from '@rjsf/utils';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BLOCK_FORMS } from '../../generated/admin/blocks.ts';
import { loadResource } from '../../generated/admin/resources.ts';
import { BLOCK_TYPES } from '../../generated/blocks.ts';
import { checkContentPickers, type BlockModel } from '../../scripts/codegen/blocks.ts';
import { loadFormValidator } from '../../src/admin/form/precompiled-validator.ts';
import { transformErrors } from '../../src/admin/form/turkish-errors.ts';
import { BlockTypeList } from '../../src/admin/form/widgets/blocks/BlockPicker.tsx';
import { arrayMove } from '@dnd-kit/sortable';
import { saveErrorField, saveErrorText } from '../../src/admin/form/save-error-text.ts';
import { addBlock, duplicateBlock, removeBlock, toggleHidden } from '../../src/admin/form/widgets/blocks/block-list.ts';
import type { AnyResource } from '../../src/admin/resource/types.ts';
import { adminTheme } from '../../src/lib/theme.ts';
import { highlightedWords } from '../../src/public/block-list/highlight.tsx';
import { blockComponent, visibleBlocks } from '../../src/public/block-list/PageBlocks.tsx';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const schemaFiles = fs.readdirSync(path.join(ROOT, 'schema/blocks')).filter((f) => f.endsWith('.ts')).sort();

describe('block types (schema/blocks)', () => {
  it('each schema file is one registered type with its generated JSON Schema and form', () => {
    expect(BLOCK_TYPES.map((t) => `${t.type}.ts`).sort()).toEqual(schemaFiles);
    expect(schemaFiles.length).toBeGreaterThanOrEqual(5);
    for (const t of BLOCK_TYPES) {
      const schema = JSON.parse(fs.readFileSync(path.join(ROOT, `generated/json-schema/blocks/${t.type}.json`), 'utf8')) as RJSFSchema;
      expect(schema.type, t.type).toBe('object');
      expect(schema.additionalProperties, t.type).toBe(false);
      expect(Object.keys(BLOCK_FORMS[t.type].schema.properties as object)).toEqual(Object.keys(schema.properties!));
      // Turkish name, description and an icon the admin has.
      expect(t.name.length, t.type).toBeGreaterThan(2);
      expect(t.description.length, t.type).toBeGreaterThan(10);
    }
    expect(Object.keys(BLOCK_FORMS).sort()).toEqual(BLOCK_TYPES.map((t) => t.type).sort());
    expect(fs.readdirSync(path.join(ROOT, 'generated/json-schema/blocks')).sort()).toEqual(schemaFiles.map((f) => f.replace(/\.ts$/, '.json')));
  });

  it('each type has its public component src/public/blocks/<PascalType>.tsx, and no component is without a type', () => {
    const components = fs.readdirSync(path.join(ROOT, 'src/public/blocks')).filter((f) => f.endsWith('.tsx')).sort();
    expect(BLOCK_TYPES.map((t) => `${t.component}.tsx`).sort()).toEqual(components);
    for (const t of BLOCK_TYPES) expect(typeof blockComponent(t.type), t.type).toBe('function');
    expect(blockComponent('no-such-type')).toBeUndefined();
  });

  it('the picker lists the registry: every type with its name and description, in order', () => {
    const html = renderToStaticMarkup(createElement(ThemeProvider, { theme: adminTheme, children: createElement(BlockTypeList, { onPick: () => {} }) }));
    const listed = [...html.matchAll(/data-block-type="([^"]+)"/g)].map((m) => m[1]);
    expect(listed).toEqual(BLOCK_TYPES.map((t) => t.type));
    for (const t of BLOCK_TYPES) {
      expect(html).toContain(`<strong>${t.name}</strong>`);
      expect(html).toContain(t.description);
    }
    // Every icon is a real one (iconByName falls back to Zap for unknown names).
    expect(html.match(/lucide-zap/g)).toBeNull();
  });

  it('the pages form edits blocks with the blocks field and types each entry by its type', async () => {
    const pages = ((await loadResource.pages()) as { resource: AnyResource }).resource;
    expect((pages.uiSchema as Record<string, Record<string, unknown>>).blocks).toEqual({ 'ui:widget': 'blocks' });
    const items = ((pages.formSchema as RJSFSchema).properties!.blocks as RJSFSchema).items as RJSFSchema;
    expect((items.allOf as RJSFSchema[]).map((c) => ((c.if as RJSFSchema).properties!.type as RJSFSchema).const)).toEqual(BLOCK_TYPES.map((t) => t.type));

    const validator = await loadFormValidator(pages);
    const errorsOf = (blocks: unknown[]) =>
      validator
        .validateFormData({ title: 'Kampanya', slug: 'kampanya', blocks }, pages.formSchema as RJSFSchema, undefined, transformErrors)
        .errors.map((e) => `${e.property} ${e.message}`)
        .sort();
    expect(errorsOf([{ id: 'a', type: 'hero', data: { title: 'Merhaba' } }])).toEqual([]);
    expect(errorsOf([{ id: 'a', type: 'hero', data: {} }, { id: 'b', type: 'faq', data: { items: [{ question: 'Soru?' }] } }])).toEqual([
      '.blocks.0.data.title Bu alan zorunludur',
      '.blocks.1.data.items.0.answer Bu alan zorunludur',
    ]);
    expect(errorsOf([{ id: 'a', type: 'hero', data: { title: 'x'.repeat(201) } }])).toEqual(['.blocks.0.data.title En fazla 200 karakter olabilir']);
  });
});

describe('site and admin helpers', () => {
  it('the services and projects blocks pick their items by title from their own table; a picker over content without pages is refused', () => {
    expect(BLOCK_FORMS.services.uiSchema.slugs).toEqual({ 'ui:widget': 'contentPicker', 'ui:options': { table: 'services' } });
    expect(BLOCK_FORMS.projects.uiSchema.slugs).toEqual({ 'ui:widget': 'contentPicker', 'ui:options': { table: 'projects' } });
    const picker = (uses: string | undefined) => [{ file: 'x.ts', schema: {}, block: { type: 'x', dataType: 'X', name: 'X', description: '', icon: 'Star', uses, fields: { slugs: { widget: 'contentPicker' } } } }] as unknown as BlockModel[];
    const tables = new Set(['services', 'projects']);
    expect(() => checkContentPickers(picker('services'), tables)).not.toThrow();
    expect(() => checkContentPickers(picker('testimonials'), tables)).toThrow("schema/blocks/x.ts: field 'slugs': a contentPicker needs `uses` naming one of services, projects");
    expect(() => checkContentPickers(picker(undefined), tables)).toThrow(/a contentPicker needs `uses`/);
  });

  it('highlights *words* without HTML; a lone star stays', () => {
    const html = renderToStaticMarkup(createElement('h1', null, ...highlightedWords('Markanızı *dijitalde* büyütüyoruz, 5* <b>')));
    expect(html).toBe('<h1>Markanızı <span>dijitalde</span> büyütüyoruz, 5* &lt;b&gt;</h1>');
  });

  it('shows visible blocks of known types only', () => {
    const shown = visibleBlocks([
      { id: 'a', type: 'hero', data: { title: 'x' } },
      { id: 'b', type: 'cta', hidden: true, data: {} },
      { id: 'd', type: 'gone', data: {} },
      { id: 'e', type: 'faq', data: { items: [] } },
    ]);
    expect(shown.map((b) => b.id)).toEqual(['a', 'e']);
  });

  it('adds, duplicates, moves, hides and removes blocks without touching the others', () => {
    let list = addBlock([], 'hero', { title: 'A' });
    list = addBlock(list, 'cta', { title: 'B' });
    expect(list.map((b) => b.type)).toEqual(['hero', 'cta']);
    expect(new Set(list.map((b) => b.id)).size).toBe(2);
    list = duplicateBlock(list, 0);
    expect(list.map((b) => b.type)).toEqual(['hero', 'hero', 'cta']);
    expect(list[1]!.data).toEqual({ title: 'A' });
    expect(list[1]!.data).not.toBe(list[0]!.data);
    expect(new Set(list.map((b) => b.id)).size).toBe(3);
    const ids = list.map((b) => b.id);
    list = arrayMove(list, 2, 0);
    expect(list.map((b) => b.id)).toEqual([ids[2], ids[0], ids[1]]);
    list = toggleHidden(list, 1);
    expect(list[1]!.hidden).toBe(true);
    list = toggleHidden(list, 1);
    expect('hidden' in list[1]!).toBe(false);
    list = removeBlock(list, 0);
    expect(list.map((b) => b.id)).toEqual([ids[0], ids[1]]);
  });
});

describe('a refused save of a page (save-error-text.ts)', () => {
  it('names the block the database refused, and tells staff to remove a block whose type is gone', async () => {
    const messages = ((await loadResource.pages()) as { resource: AnyResource }).resource.messages;
    expect(saveErrorText(messages, { code: '23514', message: 'Block 3 of pages.blocks has the unknown type carousel' })).toBe('Kaydedilemedi: 3. bloğun türü artık yok. Sayfayı kaydetmek için bu bloğu kaldırın.');
    expect(saveErrorText(messages, { code: '23514', message: 'Block 2 of pages.blocks data.button_text is required' })).toBe('Kaydedilemedi: 2. blok geçersiz. Bloğun alanlarını düzeltin ya da bloğu kaldırın.');
    expect(saveErrorField(messages, { code: '23514', message: 'Block 2 of pages.blocks data.button_text is required' })).toBeUndefined();
  });

  it('says in Turkish, under the content field, that a page needs content or a block', async () => {
    const messages = ((await loadResource.pages()) as { resource: AnyResource }).resource.messages;
    const error = { code: '23514', message: 'new row for relation "pages" violates check constraint "pages_content_or_blocks"' };
    expect(saveErrorText(messages, error)).toBe('Sayfanın bir içeriği olmalı: İçerik alanını doldurun ya da en az bir blok ekleyin.');
    expect(saveErrorField(messages, error)).toBe('content');
    // Another check keeps the resource's own text.
    expect(saveErrorText(messages, { code: '23514', message: 'new row for relation "pages" violates check constraint "pages_other"' })).toBe('Kaydetme hatası');
  });
});

