/**
 * A field's JSON Schema description is shown to staff under the field when it has no `help`
 * (src/admin/form/templates.tsx), and descriptions come from the doc comments of schema/'s row
 * types, which are often written for developers, in English. This walks every generated admin
 * form and fails on a shown description that reads as English, naming the resource and field:
 * the fix is a Turkish `help` on the field in schema/ (or a Turkish doc comment).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const GENERATED = path.resolve(import.meta.dirname, '../../generated/admin');

/** Words that do not occur in Turkish text but do in almost every English sentence. */
const ENGLISH = /\b(the|is|are|when|where|what|which|who|of|and|or|to|from|its|it|an|be|by|with|this|that|not|only|always)\b/i;

type JsonSchema = { description?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema; type?: string | string[] };
type UiSchema = Record<string, unknown> & { 'ui:help'?: string; 'ui:widget'?: string; items?: UiSchema };

function shownEnglish(schema: JsonSchema, ui: UiSchema | undefined, at: string, out: string[]): void {
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    const fieldUi = ui?.[name] as UiSchema | undefined;
    if (fieldUi?.['ui:widget'] === 'hidden') continue;
    const isObject = field.type === 'object' || field.properties !== undefined;
    if (!isObject && field.description && !fieldUi?.['ui:help'] && ENGLISH.test(field.description)) out.push(`${at}.${name}: ${field.description}`);
    // A field drawn by a widget of its own (the form builder's field list) shows no nested descriptions.
    if (fieldUi?.['ui:widget']) continue;
    if (field.properties) shownEnglish(field, fieldUi, `${at}.${name}`, out);
    if (field.items?.properties) shownEnglish(field.items, fieldUi?.items, `${at}.${name}[]`, out);
  }
}

describe('admin forms show staff no English help', () => {
  const files = readdirSync(GENERATED).filter((f) => f.endsWith('.ts'));

  it('shows no English description under any field that has no Turkish help', async () => {
    const found: string[] = [];
    let forms = 0;
    for (const file of files) {
      const mod = (await import(path.join(GENERATED, file))) as { resource?: { table?: string; formSchema?: JsonSchema; uiSchema?: UiSchema } };
      const r = mod.resource;
      if (!r?.formSchema) continue;
      forms += 1;
      shownEnglish(r.formSchema, r.uiSchema, r.table ?? file, found);
    }
    expect(forms).toBeGreaterThan(10);
    expect(found).toEqual([]);
  });
});
