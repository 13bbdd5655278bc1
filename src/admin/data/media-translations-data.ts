/**
 * A library file's texts in the other languages (media_library_translations: alt text, caption,
 * description; schema/media-library.ts `localized`). English pages read the English alt text
 * (public.media_alt_texts with a language), the Turkish one where none is written. A first
 * save inserts the language's row; later ones state its version (PT409 when someone saved
 * since), as the file's own texts do.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { anyTable } from './any-table.ts';
import { toDataError, type DataResult } from './resource-data.ts';

export const MEDIA_TRANSLATIONS_TABLE = 'media_library_translations';

export interface MediaTranslationTexts {
  alt_text: string | null;
  caption: string | null;
  description: string | null;
}

/** One language's texts as read, with the version a save states (null: none written yet). */
export interface MediaTranslation extends MediaTranslationTexts {
  locale: string;
  updated_at: string | null;
}

const COLUMNS = 'locale, alt_text, caption, description, updated_at';

export function mediaTranslationsData(client: AdminClient) {
  const rows = () => anyTable(client, MEDIA_TRANSLATIONS_TABLE);
  return {
    /** The file's translations, by language code (a language without one is absent). */
    async ofFile(fileId: string): Promise<DataResult<Record<string, MediaTranslation>>> {
      const r = await rows().select(COLUMNS).eq('item_id', fileId);
      if (r.error) return { data: null, error: toDataError(r.error) };
      return { data: Object.fromEntries(((r.data ?? []) as unknown as MediaTranslation[]).map((t) => [t.locale, t])), error: null };
    },
    /** Saves one language's texts; answers the new version. */
    async save(fileId: string, locale: string, texts: MediaTranslationTexts, version: string | null): Promise<DataResult<string>> {
      const r = version
        ? await rows().update({ ...texts, updated_at: version }).eq('item_id', fileId).eq('locale', locale).select('updated_at').single()
        : await rows().insert({ item_id: fileId, locale, ...texts }).select('updated_at').single();
      return r.error ? { data: null, error: toDataError(r.error) } : { data: (r.data as { updated_at: string }).updated_at, error: null };
    },
  };
}
