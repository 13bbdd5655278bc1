/**
 * A form field's hiddenWhen (schema/resource.ts): the page form offers no İçerik for a page
 * whose route shows only its blocks (home, About, contact), and codegen refuses a condition on
 * a field or value that does not exist.
 */
import { describe, expect, it } from 'vitest';
import { resource as pages } from '../../generated/admin/pages.ts';
import { formSchema } from '../../scripts/codegen/admin-config.ts';
import { hiddenByData } from '../../src/admin/form/hidden-when.ts';

const contentUi = (pages.uiSchema as Record<string, unknown>).content;

describe('hiddenWhen', () => {
  it('hides the page form\'s İçerik for home, About and contact pages only', () => {
    expect(hiddenByData(contentUi, { page_type: 'home', content: '' })).toBe(true);
    expect(hiddenByData(contentUi, { page_type: 'about' })).toBe(true);
    expect(hiddenByData(contentUi, { page_type: 'contact' })).toBe(true);
    expect(hiddenByData(contentUi, { page_type: 'page' })).toBe(false);
    expect(hiddenByData(contentUi, { page_type: 'custom' })).toBe(false);
    expect(hiddenByData(contentUi, {})).toBe(false);
    // Fields without a condition are always shown.
    expect(hiddenByData((pages.uiSchema as Record<string, unknown>).excerpt, { page_type: 'home' })).toBe(false);
  });

  it('is refused by codegen for an unknown field or value', () => {
    const row = { type: 'object', properties: { kind: { type: 'string', enum: ['a', 'b'] }, body: { type: 'string' } } };
    expect(() => formSchema([{ name: 'body', hiddenWhen: { field: 'kind', values: ['a'] } }, { name: 'kind' }], row, 'X')).not.toThrow();
    expect(() => formSchema([{ name: 'body', hiddenWhen: { field: 'kind', values: ['c'] } }, { name: 'kind' }], row, 'X')).toThrow("hiddenWhen of 'body': 'c' is not a value of 'kind'");
    expect(() => formSchema([{ name: 'body', hiddenWhen: { field: 'other', values: ['a'] } }], row, 'X')).toThrow("hiddenWhen of 'body': 'other' is not a field of the form");
  });
});
