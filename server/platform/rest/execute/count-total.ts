/** The total a read reports for `Prefer: count=…`, from what render/count-sql.ts asked for. */
import type { StatementResult } from '../../db/statement-batch.ts';
import type { CountMethod } from '../plan/page.ts';

function plannedRows(explained: StatementResult | undefined): number | undefined {
  const plan = explained?.rows[0] as { 'QUERY PLAN'?: [{ Plan?: { 'Plan Rows'?: number } }] } | undefined;
  const estimate = plan?.['QUERY PLAN']?.[0]?.Plan?.['Plan Rows'];
  return typeof estimate === 'number' ? estimate : undefined;
}

/** The total to report, from the main statement's count column (if any) and the EXPLAIN result. */
export function countTotal(method: CountMethod | undefined, counted: number | undefined, explained: StatementResult | undefined, maxRows: number): number | undefined {
  if (method === 'planned') return plannedRows(explained);
  if (method === 'estimated' && counted !== undefined && counted > maxRows) {
    const planned = plannedRows(explained);
    return planned === undefined ? counted : Math.max(counted, planned);
  }
  return counted;
}
