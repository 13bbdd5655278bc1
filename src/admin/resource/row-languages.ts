/**
 * Which languages the rows of a list's page have (translations-data.ts): one query per page
 * of rows, never one per row, under the translations table's key so every translation saved
 * or deleted marks it stale. The language cell (LanguageBadges.tsx) reads it from context.
 * Also the list's count of items missing a translation, per language.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { unwrap } from '../data/data-query.ts';
import { dataKeys } from '../data/query-keys.ts';
import { translationsData, type RowTranslation } from '../data/translations-data.ts';
import { isTranslatable } from '../form/translation-resource.ts';
import type { AnyResource, Row } from './types.ts';

export interface RowLanguages {
  /** Whether the list has languages at all (a translatable type). */
  shown: boolean;
  /** Item id → its translations; absent while loading or when it has none. */
  byRow: ReadonlyMap<string, readonly RowTranslation[]>;
}

const NONE: RowLanguages = { shown: false, byRow: new Map() };

export const RowLanguagesContext = createContext<RowLanguages>(NONE);

/** The translations of `rows` (the page shown). */
export function useRowLanguages(resource: AnyResource, rows: readonly Row[]): RowLanguages {
  const client = useAdminClient();
  const translatable = isTranslatable(resource);
  const ids = rows.map((r) => r.id).sort();
  const enabled = translatable && ids.length > 0;
  const query = useQuery({ queryKey: dataKeys.list(resource.translationTable ?? '', { languagesOf: ids }), queryFn: () => unwrap(translationsData(client, resource.table).ofItems(ids)), enabled });
  if (!translatable) return NONE;
  return { shown: true, byRow: query.data ?? new Map() };
}

/** Items of the whole table without a translation, per translation language (null while loading, or not translatable). */
export function useMissingTranslations(resource: AnyResource): Record<string, number> | null {
  const client = useAdminClient();
  const translatable = isTranslatable(resource);
  // An overview's key: every write marks it stale (a new item, as a translation saved or deleted, changes it).
  const query = useQuery({ queryKey: dataKeys.overview(`missing-translations:${resource.table}`), queryFn: () => unwrap(translationsData(client, resource.table).missing()), enabled: translatable });
  return translatable ? (query.data ?? null) : null;
}

export function useRowTranslations(rowId: string): { shown: boolean; translations: readonly RowTranslation[] } {
  const languages = useContext(RowLanguagesContext);
  return { shown: languages.shown, translations: languages.byRow.get(rowId) ?? [] };
}
