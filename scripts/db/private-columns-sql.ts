/**
 * The staff path to a table's private columns (`db.privateColumns`): column privileges are
 * per role, and staff share `authenticated` with every signed-in user, so the table's writers
 * read those columns through `public.<table>_private_columns()`, one row per table row with
 * its id. Security definer (the caller has no privilege on the columns), stable, with an empty
 * search_path; it answers nothing to anyone but the writers (administrators for
 * `writers: 'admin'`, else staff), as RLS would. The service role selects the table directly.
 */
import { ident } from '../../server/platform/db/sql-text.ts';
import { columnsSql } from './columns-sql.ts';
import type { GeneratedFunction } from './generated-functions.ts';
import type { SchemaModelEntry } from './schema-sql.ts';

/** The function's name for a table; the admin calls it with `rpc()`. */
export function privateColumnsFunctionName(table: string): string {
  return `${table}_private_columns`;
}

export function privateColumnsFunctions(model: SchemaModelEntry[]): GeneratedFunction[] {
  return model.flatMap(({ entity, row, dbTypes }) => {
    const db = entity.resource.db;
    const hidden = db.privateColumns ?? [];
    if (!hidden.length) return [];
    const table = entity.resource.table;
    const columns = columnsSql(row, dbTypes, db.defaults);
    const type = (name: string) => {
      const c = columns.find((x) => x.name === name);
      if (!c) throw new Error(`schema for ${table}: private column ${name} is not a column`);
      return c.type;
    };
    const who = 'writers' in db.access && db.access.writers === 'admin' ? 'private.is_admin()' : 'private.is_staff()';
    const name = privateColumnsFunctionName(table);
    const signature = `public.${name}()`;
    const result = ['id', ...hidden].map((c) => `${ident(c)} ${type(c)}`).join(', ');
    return [
      {
        signature,
        about: `${table}'s private columns for its writers (scripts/db/private-columns-sql.ts)`,
        sql: [
          `create or replace function public.${ident(name)}()
returns table (${result})
language sql
stable
security definer
set search_path = ''
as $fn$
  select ${['id', ...hidden].map((c) => `t.${ident(c)}`).join(', ')}
    from public.${ident(table)} t
   where (select ${who})
   order by t.id
$fn$;`,
          `revoke all on function ${signature} from public, anon;`,
          `grant execute on function ${signature} to authenticated, service_role;`,
        ],
      },
    ];
  });
}
