/**
 * Why a scheduled draft did not go live (content_drafts.schedule_failure, written by the
 * database when it unschedules the draft: supabase/migrations/20261201120100_...): a key of
 * its own or the SQLSTATE of the error. The Turkish words are here, for the editor, the
 * dashboard and the server's log line; the database keeps only the key.
 */
export const SCHEDULE_FAILURE_TITLE = 'Zamanlanmış yayın yapılamadı';

const REASONS: Record<string, string> = {
  slug_taken: 'bağlantı adresi başka bir sayfada kullanılıyor',
  author_not_staff: 'taslağı kaydeden kişinin artık yayınlama yetkisi yok (hesabı devre dışı, kaldırılmış ya da rolü değişmiş)',
  edit_conflict: 'kayıt, taslak hazırlandıktan sonra başka biri tarafından değiştirildi',
};

/** The reason in Turkish, without the title: 'bağlantı adresi başka bir sayfada kullanılıyor'. */
export function scheduleFailureReason(failure: string): string {
  return REASONS[failure] ?? `beklenmeyen bir hata oluştu (kod ${failure})`;
}

/** The whole sentence: 'Zamanlanmış yayın yapılamadı: bağlantı adresi başka bir sayfada kullanılıyor'. */
export function scheduleFailureText(failure: string): string {
  return `${SCHEDULE_FAILURE_TITLE}: ${scheduleFailureReason(failure)}`;
}

/** What staff do next; the draft is kept, off the schedule. */
export const SCHEDULE_FAILURE_NEXT = 'Taslak korunuyor ve zamanlamadan çıkarıldı: düzeltip yeniden zamanlayın ya da yayınlayın.';
