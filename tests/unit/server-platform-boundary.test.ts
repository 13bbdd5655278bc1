/**
 * The boundary between the two halves of the server: `server/platform/` (the Supabase-compatible
 * services) imports nothing but its own modules and packages — not the app (`server/app/`), not
 * the composition root (`server/*.ts`), not the site (`src/`), the schema (`schema/`) or
 * codegen output (`generated/`) — and names no table of ours. The app may import the platform;
 * the composition root (server/start.ts) wires the app onto it. Imports are resolved as paths
 * (ESLint's no-restricted-imports sees only the text, and server/platform/rest/schema/ is the
 * platform's own), dynamic and type-only ones included.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { moduleSpecifiers, sourceFiles } from '../helpers/module-imports.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const PLATFORM = path.join(ROOT, 'server', 'platform');

/** The imports of `file` that leave the platform: relative paths resolving outside it, or absolute ones. */
function crossings(file: string, text: string): string[] {
  return moduleSpecifiers(file, text).filter((spec) => {
    if (spec.startsWith('.')) {
      const target = path.resolve(path.dirname(file), spec);
      return target !== PLATFORM && !target.startsWith(PLATFORM + path.sep);
    }
    // Packages and node: builtins are fine; a path from the project root or elsewhere is not.
    return spec.startsWith('/') || /^(src|schema|generated|server)\//.test(spec);
  });
}

/** String constants of a source (not comments): where a table name would show. */
function stringConstants(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node)) found.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The app's tables, from the JSON Schemas codegen writes for schema/*.ts. */
function ourTables(): string[] {
  return fs
    .readdirSync(path.join(ROOT, 'generated', 'json-schema'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''));
}

describe('server/platform imports nothing of the app', () => {
  const platformFiles = sourceFiles(PLATFORM);

  it('finds the platform and what it checks', () => {
    expect(platformFiles.length).toBeGreaterThan(100);
    expect(platformFiles).toContain(path.join(PLATFORM, 'rest', 'handler.ts'));
    // The check sees every kind of import that crosses, and nothing that does not.
    const sample = path.join(PLATFORM, 'rest', 'sample.ts');
    const text = [
      "import { a } from '../../app/seo/page-cache.ts';",
      "import type { B } from '../../../src/lib/x.ts';",
      "export { c } from '../../../schema/pages.ts';",
      "const d = await import('../../../generated/resources.ts');",
      "type E = typeof import('../../context.ts');",
      "import { f } from './errors.ts';",
      "import pg from 'pg';",
      "import fs from 'node:fs';",
    ].join('\n');
    expect(crossings(sample, text)).toEqual([
      '../../app/seo/page-cache.ts',
      '../../../src/lib/x.ts',
      '../../../schema/pages.ts',
      '../../../generated/resources.ts',
      '../../context.ts',
    ]);
    expect(stringConstants(sample, "// 'pages'\nconst t = 'blog_posts';")).toEqual(['blog_posts']);
  });

  // Parsing 150 files takes seconds on a loaded machine.
  it('no platform module imports server/app, the composition root, src/, schema/ or generated/', { timeout: 120_000 }, () => {
    const found = platformFiles.flatMap((file) =>
      crossings(file, fs.readFileSync(file, 'utf8')).map((spec) => `${path.relative(ROOT, file)} → ${spec}`),
    );
    expect(found).toEqual([]);
  });

  it('no platform module names a table of ours', { timeout: 120_000 }, () => {
    const tables = new Set(ourTables());
    expect(tables.has('blog_posts')).toBe(true);
    const found = platformFiles.flatMap((file) =>
      stringConstants(file, fs.readFileSync(file, 'utf8'))
        .filter((s) => tables.has(s))
        .map((s) => `${path.relative(ROOT, file)}: '${s}'`),
    );
    expect(found).toEqual([]);
  });
});
