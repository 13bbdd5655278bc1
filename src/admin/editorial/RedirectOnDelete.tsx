/**
 * "Eski adresi şuraya yönlendir" in the delete confirmation of published content: staff may
 * name a path (the same kind of items are suggested) that the deleted item's URL moves to
 * with a 301. Optional: left empty, the old URL becomes a 404 as before. The redirect is made
 * only after the delete succeeded (`createDeleteRedirect`), so a failed delete never hides a
 * live page. Markup is phrasing content only: it sits inside the dialog's paragraph.
 */
import { useEffect, useId, useState, type MutableRefObject } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { isSitePath, normalizeSitePath } from '../../lib/site-path.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { anyTable } from '../data/any-table.ts';
import { publicUrl } from '../resource/RowActions.tsx';
import type { AnyResource, Row } from '../resource/types.ts';
import { inputCss } from '../ui/input-style.ts';

/** What the dialog asked for: the deleted item's path and where it should lead. */
export interface DeleteRedirect {
  from: string;
  to: string;
}

export function RedirectOnDelete({ resource, row, choice }: { resource: AnyResource; row: Row | null; choice: MutableRefObject<DeleteRedirect | undefined> }) {
  const client = useAdminClient();
  const from = row ? publicUrl(resource, row) : undefined;
  const [to, setTo] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const id = useId();

  useEffect(() => {
    setTo('');
    choice.current = undefined;
  }, [row, choice]);

  useEffect(() => {
    if (!from || !row || !resource.status) return;
    let current = true;
    // Other published items of the same kind, as paths to pick from.
    void anyTable(client, resource.table)
      .select('*')
      .eq(resource.status.field as string, true)
      .neq('id', row.id)
      .order('created_at', { ascending: false })
      .limit(50)
      .then(({ data }) => {
        if (!current || !data) return;
        setSuggestions((data as Row[]).map((r) => publicUrl(resource, r)).filter((p): p is string => !!p));
      });
    return () => {
      current = false;
    };
  }, [client, resource, row, from]);

  if (!from) return null;
  const change = (value: string) => {
    setTo(value);
    const target = value.trim();
    choice.current = target ? { from, to: target } : undefined;
  };
  return (
    <span css={{ display: 'block', marginTop: '0.9rem' }}>
      <label htmlFor={id} css={{ display: 'block', marginBottom: '0.35rem' }}>
        Eski adresi şuraya yönlendir <span css={(theme) => ({ color: theme.color.textMuted })}>(isteğe bağlı)</span>
      </label>
      <input id={id} list={`${id}-paths`} value={to} placeholder="/blog" onChange={(e) => change(e.target.value)} css={inputCss()} />
      <datalist id={`${id}-paths`}>
        {suggestions.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
      <span css={(theme) => ({ display: 'block', marginTop: '0.35rem', fontSize: '0.85rem', color: theme.color.textMuted })}>{from} adresine gelenler buraya taşınır.</span>
    </span>
  );
}

/** Makes the chosen redirect (after the delete); the error's text when it could not be made. */
export async function createDeleteRedirect(client: AdminClient, choice: DeleteRedirect | undefined): Promise<string | undefined> {
  if (!choice) return undefined;
  if (!isSitePath(choice.to)) return 'Yönlendirme adresi "/" ile başlayan site içi bir yol olmalı.';
  const { error } = await anyTable(client, 'redirects').insert({ from_path: normalizeSitePath(choice.from), to_path: normalizeSitePath(choice.to), source: 'manual' });
  if (!error) return undefined;
  return error.code === '23505' ? 'Bu adres için zaten bir yönlendirme var.' : error.code === 'P0001' ? error.message : 'Yönlendirme kaydedilemedi.';
}
