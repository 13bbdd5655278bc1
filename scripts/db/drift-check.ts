/** The database half of `npm run codegen:check`: the migrations must build what schema/ describes. */
import type { Change } from './diff.ts';

/** Prints the outcome of a drift computed `seconds` ago; true when there is no difference. */
export function reportDrift(changes: Change[], seconds: number): boolean {
  const described = changes.filter((c) => c.description);
  if (!described.length) {
    console.log(`supabase/migrations build the database schema/ describes (checked in ${seconds.toFixed(1)} s).`);
    return true;
  }
  console.error(`supabase/migrations differ from schema/ (${described.length} differences). Run \`npm run db:migration -- <name>\` and commit the new migration.`);
  for (const c of described) console.error(`  - ${c.description}`);
  return false;
}
