/**
 * Renders a function call: named arguments as `name := value`, each value converted from its
 * JSON (or query-string text) to the parameter's type by PostgreSQL (`json_to_record`, so
 * arrays, JSON and composite values convert as PostgREST converts them), or one JSON value
 * for a function taking a single json/jsonb parameter. Names come from the schema cache.
 */
import type { CallPlan } from '../plan/call-plan.ts';
import { ident, type Params } from './sql.ts';

export function callSql(schema: string, plan: CallPlan, params: Params): string {
  const fn = `${ident(schema)}.${ident(plan.routine.name)}`;
  if (plan.args.kind === 'single') {
    return `${fn}(${params.add(JSON.stringify(plan.args.value))}::${plan.args.param.type})`;
  }
  const values = plan.args.values;
  if (values.length === 0) return `${fn}()`;
  const record = params.add(JSON.stringify(Object.fromEntries(values.map(([p, v]) => [p.name, v]))));
  const columns = values.map(([p]) => `${ident(p.name)} ${p.type}`).join(', ');
  const args = values.map(([p]) => `${ident(p.name)} := (select pgrst_args.${ident(p.name)} from json_to_record(${record}::json) as pgrst_args(${columns}))`);
  return `${fn}(${args.join(', ')})`;
}
