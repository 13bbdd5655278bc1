/**
 * The admin form's precompiled validators (generated/validators, no `new Function` in the
 * browser) decide exactly as RJSF's runtime AJV validator over the same form schema, and their
 * errors become the same Turkish messages.
 */
import { describe, expect, it } from 'vitest';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import runtimeValidator from '@rjsf/validator-ajv8';
import { RESOURCES } from '../../generated/admin/resources.ts';
import { loadResource } from '../../generated/admin/resources.ts';
import { loadValidators } from '../../generated/validators/index.ts';
import { loadFormValidator } from '../../src/admin/form/precompiled-validator.ts';
import { transformErrors } from '../../src/admin/form/turkish-errors.ts';
import type { AnyResource } from '../../src/admin/resource/types.ts';

async function resourceOf(route: keyof typeof loadResource): Promise<AnyResource> {
  return ((await loadResource[route]()) as { resource: AnyResource }).resource;
}

function errorsOf(validator: ValidatorType, resource: AnyResource, data: Record<string, unknown>): string[] {
  const { errors } = validator.validateFormData(data, resource.formSchema as RJSFSchema, undefined, transformErrors);
  return errors.map((e) => `${e.property} ${e.message}`).sort();
}

describe('precompiled form validators', () => {
  it('exist for every resource with a form, and only for those', async () => {
    const withForm: string[] = [];
    for (const r of RESOURCES) if ((await resourceOf(r.route)).formSchema) withForm.push(r.route);
    expect(Object.keys(loadValidators).sort()).toEqual(withForm.sort());
  });

  it('decide like the runtime validator and give the same Turkish messages', async () => {
    const cases: [keyof typeof loadResource, Record<string, unknown>, string[]][] = [
      ['pages', {}, ['slug Bu alan zorunludur', 'title Bu alan zorunludur']],
      ['pages', { title: 'Hakkımızda', slug: 'Büyük Harf', content: '<p>x</p>' }, ['.slug Yalnızca küçük harf, rakam ve tire (-) kullanın']],
      ['pages', { title: 'Hakkımızda', slug: 'hakkimizda', content: '<p>x</p>', page_type: 'yok' }, ['.page_type Listeden bir değer seçin']],
      ['pages', { title: 'Hakkımızda', slug: 'hakkimizda', content: '<p>x</p>', page_type: 'about' }, []],
      // maxLength counts characters as PostgreSQL does (an emoji is one), through AJV's runtime helper.
      ['pages', { title: '😀'.repeat(200), slug: 'a', content: 'x' }, []],
      ['pages', { title: '😀'.repeat(201), slug: 'a', content: 'x' }, ['.title En fazla 200 karakter olabilir']],
    ];
    for (const [route, data, expected] of cases) {
      const resource = await resourceOf(route);
      const precompiled = await loadFormValidator(resource);
      expect(errorsOf(precompiled, resource, data), `${route} ${JSON.stringify(data).slice(0, 60)}`).toEqual(expected);
      expect(errorsOf(runtimeValidator, resource, data)).toEqual(expected);
    }
  });

  it('check formats with the same rules (ajv-formats compiled in)', async () => {
    const team = await resourceOf('team');
    const cases: [AnyResource, Record<string, unknown>, string[]][] = [
      [team, { name: 'Ayşe', position: 'Tasarımcı', bio: 'x', social_links: { linkedin: 'https://linkedin.com/in/ayse' } }, []],
      [team, { name: 'Ayşe', position: 'Tasarımcı', bio: 'x', social_links: { linkedin: 'bir bağlantı değil' } }, ['.social_links.linkedin Geçerli bir bağlantı (URL) girin']],
    ];
    for (const [resource, data, expected] of cases) {
      expect(errorsOf(await loadFormValidator(resource), resource, data), JSON.stringify(data)).toEqual(expected);
      expect(errorsOf(runtimeValidator, resource, data)).toEqual(expected);
    }
  });
});
