/**
 * Which table column each column of a view shows unchanged, read from the view's rewrite
 * rule (`pg_rewrite.ev_action`, the parsed query as PostgreSQL prints node trees): the
 * top-level target list's entries carry `resorigtbl`/`resorigcol` for plain column
 * references. PostgREST reads the same tree to embed through views.
 */

export interface ColumnSource {
  oid: number;
  attnum: number;
}

/** The text of the top-level `{TARGETENTRY …}` nodes of a `({QUERY …})` tree. */
function topLevelTargetEntries(action: string): string[] {
  const entries: string[] = [];
  let depth = 0;
  let inTargetList = false;
  let start = -1;
  for (let i = 0; i < action.length; i++) {
    const ch = action[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '{') {
      depth++;
      if (depth === 2 && inTargetList) start = i;
    } else if (ch === '}') {
      if (depth === 2 && inTargetList && start >= 0) {
        entries.push(action.slice(start, i + 1));
        start = -1;
      }
      depth--;
      if (depth === 0) break; // only the first query of the rule
    } else if (ch === ':' && depth === 1) {
      if (inTargetList) break; // the next field of the query: the list is over
      if (action.startsWith(':targetList', i)) inTargetList = true;
    }
  }
  return entries;
}

const ENTRY_TAIL = /:resno (\d+) :resname ((?:\\.|\S)+) :ressortgroupref \d+ :resorigtbl (\d+) :resorigcol (\d+) :resjunk (\w+)/;

export function viewColumnSources(action: string): Map<string, ColumnSource> {
  const sources = new Map<string, ColumnSource>();
  for (const entry of topLevelTargetEntries(action)) {
    // Nested queries inside the expression have entries too; this entry's own fields come last.
    const tail = entry.slice(entry.lastIndexOf(':resno '));
    const m = ENTRY_TAIL.exec(tail);
    if (!m || m[5] !== 'false') continue;
    const oid = Number(m[3]);
    if (oid === 0) continue;
    sources.set(m[2]!.replace(/\\(.)/g, '$1'), { oid, attnum: Number(m[4]) });
  }
  return sources;
}
