/** The database half of `npm run codegen:check`: the migrations must build what schema/ describes. */
import { computeDrift } from './drift.ts';
import type { SchemaModelEntry } from './schema-sql.ts';

export async function databaseMatchesSchema(model?: SchemaModelEntry[]): Promise<boolean> {
  const started = Date.now();
  const { changes } = await computeDrift({ model });
  const described = changes.filter((c) => c.description);
  if (!described.length) {
    console.log(`supabase/migrations build the database schema/ describes (checked in ${((Date.now() - started) / 1000).toFixed(1)} s).`);
    return true;
  }
  console.error(`supabase/migrations differ from schema/ (${described.length} differences). Run \`npm run db:migration -- <name>\` and commit the new migration.`);
  for (const c of described) console.error(`  - ${c.description}`);
  return false;
}
