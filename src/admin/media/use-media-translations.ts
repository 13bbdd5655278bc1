/**
 * The media detail's texts in the other languages (schema/languages.ts, every language but
 * the default): read once when the file opens, edited beside the Turkish ones and saved with
 * them by "Güncelle" (only the languages whose texts changed). `loaded` is false until read
 * (the fields wait, so a save never overwrites texts not yet seen).
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TRANSLATION_LANGUAGES } from '../../../schema/languages.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import { unwrap } from '../data/data-query.ts';
import { mediaTranslationsData, type MediaTranslation, type MediaTranslationTexts } from '../data/media-translations-data.ts';
import { dataKeys } from '../data/query-keys.ts';
import type { DataError } from '../data/resource-data.ts';

type Texts = Record<keyof MediaTranslationTexts, string>;

const EMPTY: Texts = { alt_text: '', caption: '', description: '' };

const textsOf = (t: MediaTranslation | undefined): Texts => ({ alt_text: t?.alt_text ?? '', caption: t?.caption ?? '', description: t?.description ?? '' });

const orNull = (s: string) => (s.trim() ? s.trim() : null);

export function useMediaTranslations(client: AdminClient, fileId: string) {
  const query = useQuery({
    queryKey: dataKeys.about('media_library', fileId, 'translations'),
    queryFn: () => unwrap(mediaTranslationsData(client).ofFile(fileId)),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
  // Per language: the texts as edited, and as last read or saved (with its version).
  const [edited, setEdited] = useState<Record<string, Texts> | null>(null);
  const [saved, setSaved] = useState<Record<string, { texts: Texts; version: string | null }> | null>(null);
  if (query.data && saved === null) {
    const read = Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l.code, { texts: textsOf(query.data[l.code]), version: query.data[l.code]?.updated_at ?? null }]));
    setSaved(read);
    setEdited(Object.fromEntries(Object.entries(read).map(([k, v]) => [k, v.texts])));
  }
  return {
    loaded: edited !== null,
    failed: query.isError,
    texts: (locale: string): Texts => edited?.[locale] ?? EMPTY,
    set: (locale: string, field: keyof Texts, value: string) => setEdited((e) => (e ? { ...e, [locale]: { ...(e[locale] ?? EMPTY), [field]: value } } : e)),
    /** Saves the languages whose texts changed; throws the first refusal (an edit conflict is PT409). */
    async save(): Promise<void> {
      if (!edited || !saved) return;
      for (const l of TRANSLATION_LANGUAGES) {
        const now = edited[l.code] ?? EMPTY;
        const before = saved[l.code];
        if (!before || JSON.stringify(now) === JSON.stringify(before.texts)) continue;
        const texts = { alt_text: orNull(now.alt_text), caption: orNull(now.caption), description: orNull(now.description) };
        const r = await mediaTranslationsData(client).save(fileId, l.code, texts, before.version);
        if (r.error) throw r.error as DataError;
        setSaved((s) => ({ ...s, [l.code]: { texts: now, version: r.data } }));
      }
    },
  };
}

export type MediaTranslations = ReturnType<typeof useMediaTranslations>;
