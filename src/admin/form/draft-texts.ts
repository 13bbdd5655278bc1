/** What the editor says about drafts of published items (use-server-draft.ts). */
export const DRAFT_TEXTS = {
  /** The list's badge of a published row with a draft. */
  listBadge: 'Yayında · taslak değişiklik var',
  noticeTitle: 'Yayınlanmamış değişiklikler',
  notice: 'Formdaki değerler yayınlanmamış bir taslaktır: sitede hâlâ yayındaki sürüm görünüyor. Değişiklikler "Yayınla" ile yayına girer.',
  scheduled: 'Bu taslak {when} tarihinde yayınlanacak.',
  saveDraft: 'Taslağı kaydet',
  publish: 'Yayınla',
  publishAt: '{when} tarihinde yayınla',
  /** A translation's draft scheduled ("İngilizce sürümünü … tarihinde yayınla"): the other languages stay as they are. */
  publishLanguageAt: '{language} sürümünü {when} tarihinde yayınla',
  discard: 'Taslağı sil',
  discardConfirm: 'Yayınlanmamış değişiklikler silinsin mi? Form yayındaki sürüme döner.',
  saved: 'Taslak kaydedildi',
  saving: 'Taslak kaydediliyor...',
  savedStatus: 'Taslak kaydedildi; yayında değil',
  published: 'Değişiklikler yayınlandı',
  scheduledToast: 'Taslak {when} tarihinde yayınlanacak',
  discarded: 'Taslak silindi; form yayındaki sürümü gösteriyor',
  saveError: 'Taslak kaydedilemedi',
  /** A revision restored while a draft existed: the restored version is live, the draft is gone. */
  restoredDropsDraft: 'Geri yüklenen sürüm yayında; yayınlanmamış taslak değişiklikler silindi.',
} as const;
