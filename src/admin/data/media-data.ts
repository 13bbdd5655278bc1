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

/** The texts a person edits on a file. */
export type MediaTexts = Pick<MediaRow, 'alt_text' | 'caption' | 'description'>;

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
