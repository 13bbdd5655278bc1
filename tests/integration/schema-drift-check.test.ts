/**
 * `npm run codegen:check` compares the migrations' database with schema/: in a copy of the
 * project, a changed @maxLength, @pattern and @default (generated/ regenerated, no migration)
 * make it fail, naming each difference with the migrations' and the schema's definition;
 * `db:migration` then writes the difference, and refuses to write a drop without its flag.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from '../helpers/project-copy.ts';

describe('codegen:check fails while the migrations differ from schema/', () => {
  let copy: ProjectCopy;
  let check: { status: number | null; output: string };

  beforeAll(() => {
    copy = copyProject();
    copy.edit('schema/blog-posts.ts', ' * @title Başlık\n   * @minLength 1\n   * @maxLength 200', ' * @title Başlık\n   * @minLength 1\n   * @maxLength 150');
    copy.edit('schema/blog-posts.ts', ' * @title Kategori\n   * @maxLength 80\n   * @default "Genel"', ' * @title Kategori\n   * @maxLength 80\n   * @default "Haberler"');
    copy.edit('schema/menus.ts', ' * @title Menü adı', ' * @title Menü adı\n   * @pattern ^[A-ZÇĞİÖŞÜa-zçğıöşü0-9 ]+$');
    const codegen = copy.run('codegen');
    expect(codegen.status, codegen.output).toBe(0);
    check = copy.run('codegen:check');
    // codegen and codegen:check each build a throwaway database (codegen reads the functions' types from it).
  }, 600_000);
  afterAll(() => copy?.remove());

  it('exits 1 and names the differences, with both definitions (the post rules twice: its English translations table follows them)', () => {
    expect(check.status, check.output).toBe(1);
    expect(check.output).toContain('generated/ is up to date');
    expect(check.output).toContain('supabase/migrations differ from schema/ (5 differences)');
    const lines = check.output.split('\n');
    const at = (text: string) => lines.findIndex((l) => l.includes(text));

    const title = at('blog_posts: constraint blog_posts_title_check');
    expect(title).toBeGreaterThan(-1);
    expect(lines[title + 1]).toContain('migrations: CHECK (((length(title) >= 1) AND (length(title) <= 200)))');
    expect(lines[title + 2]).toContain('schema/:    CHECK (((length(title) >= 1) AND (length(title) <= 150)))');

    expect(check.output).toContain("blog_posts.category: default 'Genel'::text in the migrations, 'Haberler'::text in schema/");
    expect(check.output).toContain("blog_posts_translations.category: default 'Genel'::text in the migrations, 'Haberler'::text in schema/");
    const translatedTitle = at('blog_posts_translations: constraint blog_posts_translations_title_check');
    expect(translatedTitle).toBeGreaterThan(-1);
    expect(lines[translatedTitle + 2]).toContain('schema/:    CHECK (((length(title) >= 1) AND (length(title) <= 150)))');

    const name = at('menus: constraint menus_name_check');
    expect(name).toBeGreaterThan(-1);
    expect(lines[name + 1]).toContain('migrations: CHECK (((length(name) >= 1) AND (length(name) <= 120)))');
    expect(lines[name + 2]).toContain("schema/:    CHECK (((name ~ '^[A-ZÇĞİÖŞÜa-zçğıöşü0-9 ]+$'::text) AND ((length(name) >= 1) AND (length(name) <= 120))))");
  });

  it('passes again once db:migration has written the difference', () => {
    const migration = copy.run('db:migration', ['blog_and_menu_rules']);
    expect(migration.status, migration.output).toBe(0);
    expect(migration.output).toContain('Checked: the migrations now build exactly the database schema/ describes.');
    const again = copy.run('codegen:check');
    expect(again.status, again.output).toBe(0);
    expect(again.output).toContain('supabase/migrations build the database schema/ describes');
  }, 240_000);

  it('never writes a drop without --allow-destructive: a removed field is listed and nothing is written', () => {
    copy.edit('schema/blog-posts.ts', '  /**\n   * @title Yazar\n   * @default {}\n   */\n  author: BlogAuthor;\n', '');
    const before = fs.readdirSync(path.join(copy.dir, 'supabase', 'migrations'));
    const refused = copy.run('db:migration', ['drop_author']);
    expect(refused.status, refused.output).toBe(1);
    expect(refused.output).toContain('WARNING: these changes lose data and were not written:');
    expect(refused.output).toContain('blog_posts.author: column in the migrations (jsonb not null default \'{}\'::jsonb), not in schema/ (dropping it loses its data)');
    expect(fs.readdirSync(path.join(copy.dir, 'supabase', 'migrations'))).toEqual(before);
  }, 240_000);
});
