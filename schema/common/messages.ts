/**
 * The admin's standard Turkish notices. A resource names what differs (the item's own
 * created/updated/deleted texts, its load error and delete question); the save and delete
 * errors are the same everywhere unless a resource says otherwise.
 */
import type { Messages } from '../resource.ts';

export const SAVE_ERROR = 'Kaydetme hatası';
export const UPDATE_ERROR = 'Güncelleme hatası';
export const DELETE_ERROR = 'Silme hatası';

export function standardMessages(own: Omit<Messages, 'saveError' | 'deleteError'> & Partial<Pick<Messages, 'saveError' | 'deleteError'>>): Messages {
  return { saveError: SAVE_ERROR, deleteError: DELETE_ERROR, ...own };
}
