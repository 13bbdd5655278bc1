/** A flat column list and ORDER BY as SQL (no embedded resources: those are rendered from the plan). */
import { pathSql } from './grammar.ts';
import type { OrderTerm } from './parse-order.ts';
import type { SelectItem } from './parse-select.ts';
import { ident } from './sql.ts';

export function selectListSql(items: SelectItem[]): string {
  return items
    .flatMap((item) => {
      if (item.kind === 'star') return ['*'];
      if (item.kind !== 'column') return [];
      const expr = pathSql(item.path) + (item.cast ? `::${item.cast}` : '');
      return [`${expr} as ${ident(item.alias)}`];
    })
    .join(', ');
}

export function orderSql(order: OrderTerm[]): string {
  if (order.length === 0) return '';
  return (
    ' order by ' +
    order
      .map((t) => pathSql(t.path) + (t.direction ? ` ${t.direction}` : '') + (t.nulls ? ` nulls ${t.nulls}` : ''))
      .join(', ')
  );
}
