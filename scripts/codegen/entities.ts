/** Finds the entity definitions in schema/ and loads their resource configs. */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ResourceConfig } from '../../schema/resource.ts';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SCHEMA_DIR = path.join(ROOT, 'schema');
export const GENERATED_DIR = path.join(ROOT, 'generated');

/** Files in schema/ that are not entities. */
const NOT_ENTITIES = new Set(['resource.ts', 'database.ts', 'block.ts', 'public-pages.ts', 'languages.ts']);

export interface Entity {
  file: string;
  resource: ResourceConfig<Record<string, unknown>>;
  /** Other exports of the module (typed content shapes and the like). */
  module: Record<string, unknown>;
}

export async function loadEntities(): Promise<Entity[]> {
  const files = fs
    .readdirSync(SCHEMA_DIR)
    .filter((f) => f.endsWith('.ts') && !NOT_ENTITIES.has(f))
    .sort();
  const entities: Entity[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(SCHEMA_DIR, file)).href)) as Record<string, unknown>;
    const resource = module.resource as Entity['resource'] | undefined;
    if (!resource) throw new Error(`schema/${file} exports no \`resource\``);
    entities.push({ file, resource, module });
  }
  return entities.sort((a, b) => a.resource.table.localeCompare(b.resource.table));
}
