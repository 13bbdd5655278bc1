/**
 * The REST service's four stages (server/platform/rest: request → plan → render → execute)
 * depend only forwards: the request stage knows no schema cache, plan, SQL or execution; the
 * plan writes no SQL; rendering runs nothing; and no module of the service imports itself back
 * through others (no cycle). Imports are resolved as paths, type-only ones included.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativeImports, sourceFiles } from '../helpers/module-imports.ts';

const REST = path.resolve(import.meta.dirname, '..', '..', 'server', 'platform', 'rest');

const rel = (file: string) => path.relative(REST, file).split(path.sep).join('/');
const graph = new Map(sourceFiles(REST).map((f) => [rel(f), relativeImports(f).map(rel)]));

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
