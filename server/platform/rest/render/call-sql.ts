/**
 * Renders a function call: named arguments as `name := value`, each value converted from its
 * JSON (or query-string text) to the parameter's type by PostgreSQL (`json_to_record`, so
 * arrays, JSON and composite values convert as PostgREST converts them; a variadic one as
 * `variadic name := array`), or the one value of a function with a single unnamed
 * json/jsonb/text/xml/bytea parameter. Names come from the schema cache, never the request:
 * a function with an unnamed parameter is only ever called positionally.
 */
import type { CallPlan } from '../plan/call-plan.ts';
import { ident, type Params } from './sql.ts';

export function callSql(schema: string, plan: CallPlan, params: Params): string {
  const fn = `${ident(schema)}.${ident(plan.routine.name)}`;
  if (plan.args.kind === 'single') {
    const { value, param } = plan.args;
    // Bytes as bytea's hex input; the parameter's type is one of json, jsonb, text, xml, bytea.
    const text = typeof value === 'string' ? value : `\\x${value.toString('hex')}`;
    return `${fn}(${params.add(text)}::${param.type})`;
  }
  const values = plan.args.values;
  if (values.length === 0) return `${fn}()`;
  const record = params.add(JSON.stringify(Object.fromEntries(values.map(([p, v]) => [p.name, v]))));
  const columns = values.map(([p]) => `${ident(p.name)} ${p.type}`).join(', ');
  const args = values.map(([p]) => `${p.variadic ? 'variadic ' : ''}${ident(p.name)} := (select pgrst_args.${ident(p.name)} from json_to_record(${record}::json) as pgrst_args(${columns}))`);
  return `${fn}(${args.join(', ')})`;
}
