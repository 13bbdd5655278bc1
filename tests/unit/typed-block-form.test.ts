/**
 * Content blocks of a known type get their typed form (schemaBy in schema/content-blocks.ts,
 * RJSF dependencies in the generated form schema), validated by the precompiled validators
 * exactly as by RJSF's runtime validator; other types keep a free JSON object. A library block
 * (type 'block') is a block type's choice and that type's own form, as a page's block is.
 */
import { describe, expect, it } from 'vitest';
import { createSchemaUtils, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import runtimeValidator from '@rjsf/validator-ajv8';
import { resource as generated } from '../../generated/admin/content-blocks.ts';
import { BLOCK_FORMS } from '../../generated/admin/blocks.ts';
import { BLOCK_TYPES } from '../../generated/blocks.ts';
import { loadFormValidator } from '../../src/admin/form/precompiled-validator.ts';
import { transformErrors } from '../../src/admin/form/turkish-errors.ts';
import type { AnyResource } from '../../src/admin/resource/types.ts';

const resource = generated as unknown as AnyResource;
const schema = resource.formSchema as RJSFSchema;
const block = (type: string, content: Record<string, unknown>) => ({ name: 'Blok', slug: 'blok', type, template: 'default', published: true, content });

function errorsOf(validator: ValidatorType, data: Record<string, unknown>): string[] {
  return validator.validateFormData(data, schema, undefined, transformErrors).errors.map((e) => `${e.property} ${e.message}`).sort();
}

// Loading a form's validators takes seconds on a loaded machine.
describe('typed content-block forms', { timeout: 60_000 }, () => {
  it('give each known type its own fields and leave the others a JSON object', async () => {
    const utils = createSchemaUtils(await loadFormValidator(resource), schema);
    const fieldsOf = (type: string) => Object.keys((utils.retrieveSchema(schema, block(type, {})).properties!.content as RJSFSchema).properties ?? {});
    expect(fieldsOf('hero')).toEqual(['title', 'subtitle', 'cta_text', 'cta_url', 'background_image', 'video_url']);
    expect(fieldsOf('cta')).toEqual(['title', 'subtitle', 'primary_button', 'secondary_button']);
    expect(fieldsOf('stats')).toEqual(['stats']);
    expect(fieldsOf('page')).toContain('story_content');
    expect(fieldsOf('custom')).toEqual([]);
    expect(fieldsOf('gallery')).toEqual([]);
  });

  it("type a library block's data by its block type, with the block types by their Turkish names", async () => {
    const utils = createSchemaUtils(await loadFormValidator(resource), schema);
    const content = (c: Record<string, unknown>) => utils.retrieveSchema(schema, block('block', c)).properties!.content as RJSFSchema;
    const envelope = content({});
    expect(Object.keys(envelope.properties ?? {})).toEqual(['block_type', 'data']);
    expect((envelope.properties!.block_type as RJSFSchema).oneOf).toEqual([...BLOCK_TYPES].sort((a, b) => a.type.localeCompare(b.type)).map((t) => ({ const: t.type, title: t.name })));
    const cta = utils.retrieveSchema(content({ block_type: 'cta', data: {} }), { block_type: 'cta', data: {} });
    expect(Object.keys((cta.properties!.data as RJSFSchema).properties ?? {})).toEqual(Object.keys((BLOCK_FORMS.cta.schema as RJSFSchema).properties!));
  });

  it("validate a library block's data as its block type's form does", async () => {
    const precompiled = await loadFormValidator(resource);
    const cases: [Record<string, unknown>, string[]][] = [
      [block('block', { block_type: 'cta', data: { title: 'Teklif', button_text: 'Al', button_url: '/contact' } }), []],
      [block('block', { block_type: 'cta', data: { title: '', button_text: 'Al', button_url: '/contact' } }), ['.content.data.title Bu alan zorunludur']],
      [block('block', { block_type: 'yok', data: {} }), ['.content.block_type Listeden bir değer seçin']],
      [block('block', {}), ['.content.block_type Bu alan zorunludur', '.content.data Bu alan zorunludur']],
    ];
    for (const [data, expected] of cases) {
      expect(errorsOf(precompiled, data), JSON.stringify(data)).toEqual(expected);
      expect(errorsOf(runtimeValidator, data)).toEqual(expected);
    }
  });

  it('validate typed contents with the precompiled validators as the runtime validator does', async () => {
    const precompiled = await loadFormValidator(resource);
    const stat = { icon: 'Users', number: '150+', label: 'Mutlu Müşteri', color: 'green' };
    const cases: [Record<string, unknown>, string[]][] = [
      [block('hero', { title: 'Merhaba', cta_text: 'Başlayın' }), []],
      [block('hero', { cta_text: 'x'.repeat(61) }), ['.content.cta_text En fazla 60 karakter olabilir']],
      [block('stats', { stats: [stat] }), []],
      [block('stats', { stats: [{ ...stat, icon: 'Yok' }] }), ['.content.stats.0.icon Listeden bir değer seçin']],
      [block('stats', { stats: [{ icon: 'Users' }] }), ['.content.stats.0.color Bu alan zorunludur', '.content.stats.0.label Bu alan zorunludur', '.content.stats.0.number Bu alan zorunludur']],
      // Keys a typed form does not name are kept, not refused; unknown types take any object.
      [block('hero', { title: 'Merhaba', eski_alan: 1 }), []],
      [block('custom', { ne: ['olursa', 1] }), []],
    ];
    for (const [data, expected] of cases) {
      expect(errorsOf(precompiled, data), JSON.stringify(data)).toEqual(expected);
      expect(errorsOf(runtimeValidator, data)).toEqual(expected);
    }
  });
});
