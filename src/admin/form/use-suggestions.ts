/** Loads the values a resource's suggesting fields (suggestions.ts) already have, by input id. */
import { useEffect, useState } from 'react';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { anyTable } from '../data/any-table.ts';
import type { FormResource, Row } from '../resource/types.ts';
import { existingValues, suggestTargets } from './suggestions.ts';

/** Enough rows for every spelling in use; suggestions are a help, not a report. */
const ROWS_READ = 2000;

export function useSuggestions(resource: FormResource): Record<string, string[]> {
  const client = useAdminClient();
  const [byId, setById] = useState<Record<string, string[]>>({});
  useEffect(() => {
    const targets = suggestTargets(resource);
    if (!targets.length) return;
    let current = true;
    const columns = [...new Set(targets.map((t) => t.column))].join(',');
    void anyTable(client, resource.table)
      .select(columns)
      .limit(ROWS_READ)
      .then(({ data }) => {
        // Without them the field is a plain text field, as before: nothing to report.
        if (!current || !data) return;
        const rows = data as unknown as Row[];
        setById(Object.fromEntries(targets.map((t) => [t.id, existingValues(rows, t)])));
      });
    return () => {
      current = false;
    };
  }, [resource, client]);
  return byId;
}
