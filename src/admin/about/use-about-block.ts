/**
 * The about-page content block for the About editor: read whatever its published state (staff
 * may read drafts), then save by updating its content or, when there is none, inserting it as
 * the published 'About Page' page block.
 */
import { useCallback, useEffect, useState } from 'react';
import type { PostgrestError } from '@supabase/supabase-js';
import type { Json, Tables } from '../../../generated/database.types.ts';
import { ABOUT_PAGE_TEXTS } from '../../../schema/content-blocks.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';

export const ABOUT_SLUG = 'about-page';

type Block = Tables<'content_blocks'>;

export interface AboutBlock {
  loading: boolean;
  block: Block | null;
  loadError: PostgrestError | Error | null;
  /** Resolves with the saved block, or rejects with the PostgREST error. */
  save(content: Record<string, unknown>): Promise<Block>;
  reload(): void;
}

export function useAboutBlock(): AboutBlock {
  const db = useAdminClient();
  const [state, setState] = useState<{ loading: boolean; block: Block | null; loadError: PostgrestError | Error | null }>({ loading: true, block: null, loadError: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true }));
    db.from('content_blocks')
      .select('*')
      .eq('slug', ABOUT_SLUG)
      .order('created_at', { ascending: true })
      .limit(1)
      .maybeSingle()
      .then(
        ({ data, error }) => current && setState({ loading: false, block: data, loadError: error }),
        (error: Error) => current && setState({ loading: false, block: null, loadError: error }),
      );
    return () => {
      current = false;
    };
  }, [db, attempt]);

  const save = useCallback(
    async (content: Record<string, unknown>) => {
      const json = content as { [key: string]: Json | undefined };
      const result = state.block
        ? await db.from('content_blocks').update({ content: json, updated_at: state.block.updated_at }).eq('id', state.block.id).select().single()
        : await db
            .from('content_blocks')
            .insert({ name: ABOUT_PAGE_TEXTS.blockName, slug: ABOUT_SLUG, type: 'page', template: 'default', content: json, published: true })
            .select()
            .single();
      if (result.error) throw result.error;
      setState({ loading: false, block: result.data, loadError: null });
      return result.data;
    },
    [db, state.block],
  );

  const reload = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...state, save, reload };
}
