/**
 * The translation an editor opens: the item's row in `<table>_translations` for one language,
 * or null while it has none (the form then starts empty and the first save inserts it). As
 * for an item (use-open-item.ts), the form is filled from the first answer only; `generation`
 * asks again (after the translation was created here).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { unwrap } from '../data/data-query.ts';
import { dataKeys } from '../data/query-keys.ts';
import { translationsData } from '../data/translations-data.ts';
import type { Row } from '../resource/types.ts';

export type OpenedTranslation = { status: 'loading' } | { status: 'error' } | { status: 'ready'; row: Row | null };

export function useOpenTranslation(client: AdminClient, table: string, itemId: string, locale: string, generation: number): OpenedTranslation {
  const query = useQuery({
    queryKey: dataKeys.about(table, itemId, `translation:${locale}:${generation}`),
    queryFn: () => unwrap(translationsData(client, table).get(itemId, locale)),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [first, setFirst] = useState<{ generation: number; opened: OpenedTranslation } | null>(null);
  const current = first?.generation === generation ? first.opened : null;
  if (current === null && query.data !== undefined) setFirst({ generation, opened: { status: 'ready', row: query.data } });
  else if (current === null && query.isError) setFirst({ generation, opened: { status: 'error' } });
  return current ?? { status: 'loading' };
}
