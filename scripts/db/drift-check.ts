/** The database half of `npm run codegen:check`: the migrations must build what schema/ describes and supabase/schemas declares. */
import type { Change } from './diff.ts';

/** Prints the outcome of a drift computed `seconds` ago; true when there is no difference. */
export function reportDrift(changes: Change[], seconds: number): boolean {
  const described = changes.filter((c) => c.description);
  if (!described.length) {
    console.log(`supabase/migrations build the database schema/ describes, with the functions, triggers and policies supabase/schemas declares (checked in ${seconds.toFixed(1)} s).`);
    return true;
  }
  console.error(
    `supabase/migrations differ from schema/ (${described.length} differences), the declarations: tables in schema/*.ts; functions, triggers, policies and private tables in supabase/schemas/*.sql. ` +
      'Run `npm run db:migration -- <name>` and commit the new migration; a shipped migration is never edited.',
  );
  for (const c of described) console.error(`  - ${c.description}`);
  return false;
}
