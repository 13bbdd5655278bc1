/**
 * The media library's reads and writes: its rows (media_library) and their files in the
 * public `media` bucket. A row and its file go together: a row that cannot be written takes
 * its new file back, a deleted row takes its file along (a file left behind is only logged:
 * the row is what lists it).
 */
import type { Tables, TablesInsert } from '../../../generated/database.types.ts';
import type { AdminClient } from '../../lib/admin-client.ts';
import { toDataError, type DataResult } from './resource-data.ts';

export const MEDIA_TABLE = 'media_library';
export const MEDIA_BUCKET = 'media';

export type MediaRow = Tables<'media_library'>;

/** The texts (and, for images, the focal point) a person edits on a file. */
export type MediaTexts = Pick<MediaRow, 'alt_text' | 'caption' | 'description'> & Partial<Pick<MediaRow, 'focal_x' | 'focal_y'>>;

export function mediaData(client: AdminClient) {
  const rows = () => client.from('media_library');
  const bucket = () => client.storage.from(MEDIA_BUCKET);
  return {
    /** All files (or images only), newest first. */
    async list(only?: 'image'): Promise<DataResult<MediaRow[]>> {
      let query = rows().select('*');
      if (only) query = query.eq('file_type', only);
      const r = await query.order('created_at', { ascending: false });
      return r.error ? { data: null, error: toDataError(r.error) } : { data: r.data, error: null };
    },
    /** Every file's address and alt text (what the readiness rules check images against). */
    async altTexts(): Promise<DataResult<Pick<MediaRow, 'file_url' | 'alt_text'>[]>> {
      const r = await rows().select('file_url, alt_text');
      return r.error ? { data: null, error: toDataError(r.error) } : { data: r.data, error: null };
    },
    /** Which of these object paths the library already lists (a failed read: none, Storage still refuses a clash). */
    async takenPaths(paths: string[]): Promise<Set<string>> {
      const r = await rows().select('file_path').in('file_path', paths);
      if (r.error) console.error('media names', r.error);
      return new Set((r.data ?? []).map((row) => row.file_path));
    },
    /** The public address of a stored object. */
    publicUrl(path: string): string {
      return bucket().getPublicUrl(path).data.publicUrl;
    },
    /** Records an uploaded file; when that fails the file is removed again. */
    async record(values: TablesInsert<'media_library'>): Promise<DataResult<MediaRow>> {
      const r = await rows().insert(values).select().single();
      if (!r.error) return { data: r.data, error: null };
      await bucket()
        .remove([values.file_path])
        .catch((e: unknown) => console.error(e));
      return { data: null, error: toDataError(r.error) };
    },
    /**
     * Saves the texts based on `version` (the row's `updated_at` as read): a save by someone
     * else meanwhile is refused as an edit conflict (PT409). Answers the new version.
     */
    async updateTexts(id: string, texts: MediaTexts, version: string): Promise<DataResult<string>> {
      const r = await rows().update({ ...texts, updated_at: version }).eq('id', id).select('updated_at').single();
      return r.error ? { data: null, error: toDataError(r.error) } : { data: r.data.updated_at, error: null };
    },
    /**
     * Saves several alt texts, each based on its row's version (an edit conflict per row, as in
     * updateTexts). Answers the ids whose save failed; the others are saved.
     */
    async updateAltTexts(changes: { id: string; alt_text: string | null; version: string }[]): Promise<DataResult<string[]>> {
      const results = await Promise.all(
        changes.map(async ({ id, alt_text, version }) => {
          const r = await rows().update({ alt_text, updated_at: version }).eq('id', id).select('id').single();
          if (r.error) console.error('media alt text', id, r.error);
          return r.error ? id : null;
        }),
      );
      return { data: results.filter((id): id is string => id !== null), error: null };
    },
    /**
     * Gives `toId` the alt texts (and captions, descriptions) `fromId` has in other languages:
     * a crop says the same in every language as its original.
     */
    async copyTranslations(fromId: string, toId: string): Promise<DataResult<null>> {
      const read = await client.from('media_library_translations').select('locale, alt_text, caption, description').eq('item_id', fromId);
      if (read.error) return { data: null, error: toDataError(read.error) };
      if (read.data.length === 0) return { data: null, error: null };
      const written = await client.from('media_library_translations').insert(read.data.map((t) => ({ ...t, item_id: toId })));
      return written.error ? { data: null, error: toDataError(written.error) } : { data: null, error: null };
    },
    /** Deletes the row, then the file. */
    async remove(id: string): Promise<DataResult<null>> {
      const read = await rows().select('file_path').eq('id', id).single();
      if (read.error) return { data: null, error: toDataError(read.error) };
      const deleted = await rows().delete().eq('id', id);
      if (deleted.error) return { data: null, error: toDataError(deleted.error) };
      const { error: storageError } = await bucket().remove([read.data.file_path]);
      if (storageError) console.error('media file remove', storageError);
      return { data: null, error: null };
    },
  };
}
