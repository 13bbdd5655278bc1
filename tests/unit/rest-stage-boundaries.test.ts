/**
 * The REST service's four stages (server/platform/rest: request → plan → render → execute)
 * depend only forwards: the request stage knows no schema cache, plan, SQL or execution; the
 * plan writes no SQL; rendering runs nothing; and no module of the service imports itself back
 * through others (no cycle). Imports are resolved as paths, type-only ones included.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const REST = path.resolve(import.meta.dirname, '..', '..', 'server', 'platform', 'rest');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : e.name.endsWith('.ts') ? [full] : [];
  });
}

/** The files a module imports by relative path (imports, re-exports, `import()`), resolved. */
function imports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((s) => s.startsWith('.')).map((s) => path.resolve(path.dirname(file), s));
}

const rel = (file: string) => path.relative(REST, file).split(path.sep).join('/');
const graph = new Map(files(REST).map((f) => [rel(f), imports(f).map(rel)]));

/** `from → to` for every import of a module under `stage/` that matches `forbidden`. */
function crossings(stage: string, forbidden: RegExp): string[] {
  return [...graph].filter(([from]) => from.startsWith(`${stage}/`)).flatMap(([from, tos]) => tos.filter((to) => forbidden.test(to)).map((to) => `${from} → ${to}`));
}

describe('REST stages', () => {
  it('finds the stages it checks', () => {
    for (const stage of ['request', 'plan', 'render', 'execute']) {
      expect([...graph.keys()].filter((f) => f.startsWith(`${stage}/`)).length, stage).toBeGreaterThan(1);
    }
    expect(graph.get('request/api-request.ts')).toContain('request/query.ts');
  });

  it('the request stage imports no schema cache, plan, render or execute module', () => {
    // Within the service it may use only itself and the shared error shape.
    const outside = [...graph]
      .filter(([from]) => from.startsWith('request/'))
      .flatMap(([from, tos]) => tos.filter((to) => !to.startsWith('../') && !to.startsWith('request/') && to !== 'errors.ts').map((to) => `${from} → ${to}`));
    expect(outside).toEqual([]);
  });

  it('the plan writes no SQL and runs nothing; rendering runs nothing', () => {
    expect(crossings('plan', /^(render|execute)\/|^handler\.ts$/)).toEqual([]);
    expect(crossings('render', /^execute\/|^handler\.ts$|^read-cache\.ts$/)).toEqual([]);
    expect(crossings('schema', /^(request|plan|render|execute)\//)).toEqual([]);
  });

  it('no module of the service imports itself back through others', () => {
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const to of graph.get(file) ?? []) if (graph.has(to)) visit(to, [...trail, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
  });
});
