/**
 * The generic admin (src/admin/resource, form, shell) knows no entity: it names no table and
 * no column of a particular entity, neither as a string nor as a property of a row. What an
 * entity needs (status tones, option labels, colour swatches, slug sources, rich-text fields,
 * the publication flag) comes from its generated config. Allowed are the columns every table
 * shares (id, timestamps) and the engine's own words that happen to equal a column name
 * (widget and display kinds such as 'email' or 'color', JSON Schema keywords such as 'type').
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const ENGINE_DIRS = ['src/admin/resource', 'src/admin/form', 'src/admin/shell'];

function files(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    return e.isDirectory() ? files(rel) : /\.tsx?$/.test(e.name) ? [rel] : [];
  });
}

/** Table and column names, from the JSON Schemas codegen writes for schema/*.ts. */
function vocabulary(): { tables: Set<string>; columns: Set<string> } {
  const dir = path.join(ROOT, 'generated', 'json-schema');
  const tables = new Set<string>();
  const columns = new Set<string>();
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    tables.add(f.replace(/\.json$/, ''));
    const schema = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as { properties: Record<string, unknown> };
    for (const c of Object.keys(schema.properties)) columns.add(c);
  }
  return { tables, columns };
}

/**
 * The config's own words in schema/resource.ts: the union types `Widget`, `Display` and
 * `Tone`, and the property names of its interfaces (a form field's `name`, a column's `field`);
 * and the keys of a page block's entry.
 */
function engineWords(): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, 'schema', 'resource.ts'), 'utf8');
  const words = new Set<string>();
  for (const name of ['Widget', 'Display', 'Tone']) {
    const body = new RegExp(`export type ${name} =([^;]+);`).exec(text)?.[1] ?? '';
    for (const m of body.matchAll(/'([a-zA-Z]+)'/g)) words.add(m[1]!);
  }
  for (const m of text.matchAll(/^\s+([a-zA-Z]+)\??:/gm)) words.add(m[1]!);
  // The keys of a page block's entry (schema/block.ts), which the blocks field reads and writes.
  const entry = /export interface PageBlockEntry \{([\s\S]*?)\n\}/.exec(fs.readFileSync(path.join(ROOT, 'schema', 'block.ts'), 'utf8'))?.[1] ?? '';
  for (const m of entry.matchAll(/^\s+([a-zA-Z]+)\??:/gm)) words.add(m[1]!);
  return words;
}

const SHARED = ['id', 'created_at', 'updated_at'];
const JSON_SCHEMA_KEYWORDS = ['type', 'title', 'description', 'items', 'format', 'default', 'properties', 'required'];

describe('the admin engine names no entity', () => {
  const { tables, columns } = vocabulary();
  const allowed = new Set([...SHARED, ...JSON_SCHEMA_KEYWORDS, ...engineWords()]);

  it('knows the vocabulary it checks against', () => {
    expect(tables.has('blog_posts')).toBe(true);
    expect(columns.has('featured')).toBe(true);
    expect(allowed.has('email')).toBe(true);
    expect(allowed.has('name')).toBe(true);
    for (const column of ['featured', 'content', 'sort_order', 'published', 'category']) expect(allowed.has(column), column).toBe(false);
  });

  it('has no table or entity column in src/admin/resource, form and shell', () => {
    const found: string[] = [];
    for (const file of ENGINE_DIRS.flatMap(files)) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '');
      for (const m of text.matchAll(/['"`]([a-z][a-z0-9_]*)['"`]/g)) {
        const word = m[1]!;
        if (tables.has(word)) found.push(`${file}: table '${word}'`);
        else if (columns.has(word) && !allowed.has(word)) found.push(`${file}: column '${word}'`);
      }
      // A row's own properties: only the shared columns (a widget's name such as 'slug' is no excuse here).
      for (const m of text.matchAll(/\b(?:row|next|values|formData|original|record|payload)\.([a-z][a-z0-9_]*)/g)) {
        if (columns.has(m[1]!) && !SHARED.includes(m[1]!)) found.push(`${file}: column .${m[1]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
