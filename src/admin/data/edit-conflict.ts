/**
 * Edit conflicts as the database reports them: an update that sent the `updated_at` it read
 * is refused with 409 PT409 (hint `edit_conflict`) when someone changed the row since
 * (supabase/schemas/02_content_saves.sql). Screens send the version they loaded and,
 * on this error, keep what was typed and say so.
 */

export const EDIT_CONFLICT_CODE = 'PT409';

export const EDIT_CONFLICT_TEXTS = {
  /** Screens without the side-by-side view (settings, About, SEO, ordering). */
  message: 'Bu içerik siz düzenlerken başka biri tarafından değiştirildi. Yazdıklarınız formda duruyor; sayfayı yenilemeden önce kopyalayın ya da değişikliklerinizi yeniden uygulayın.',
  orderMessage: 'Sıralama siz düzenlerken başka biri tarafından değiştirildi; güncel sıralama yüklendi.',
  /** A revision restore refused: the panel shows the row as it is now and its history again. */
  restoreMessage: 'Bu içerik siz geçmişe bakarken başka biri tarafından değiştirildi; sürüm geri yüklenmedi. Şimdiki hâl ve geçmiş yenilendi: farkları kontrol edip yeniden deneyin.',
  title: 'Bu içerik siz düzenlerken değiştirildi',
  changedBy: '{who}, {when} tarihinde kaydetti.',
  changedByUnknown: 'Başka biri {when} tarihinde kaydetti.',
  compareTitle: 'Onların sürümü ile sizin sürümünüz',
  theirs: 'Onların sürümü',
  mine: 'Sizin sürümünüz',
  keepTheirs: 'Onların sürümünü al',
  keepMine: 'Benimkini kaydet',
  applyChoice: 'Seçimlerimi uygula',
  chooseTheirs: 'Onlarınki',
  chooseMine: 'Benimki',
  merged: 'Seçtiğiniz alanlar forma alındı; kaydetmek için Kaydet\'e basın.',
  tookTheirs: 'Güncel sürüm yüklendi.',
  loadError: 'Güncel sürüm yüklenemedi',
  presence: '{name} bu içeriği düzenliyor',
} as const;

/** The database refused the write because the row changed since it was read. */
export function isEditConflict(error: { code?: string } | null | undefined): boolean {
  return error?.code === EDIT_CONFLICT_CODE;
}
