/**
 * The anchor every block type has (issue 44): a short name the site draws as the block's `id`
 * (src/public/block-list/PageBlocks.tsx), so a link `#teklif-formu` or `/hakkimizda#degerler`
 * reaches the block, and the admin's link pickers offer it as "Sayfadaki bölüm".
 * Each block's data interface extends it.
 */
export interface BlockAnchor {
  /**
   * @title Bölüm çapası
   * @description Sayfa içi bağlantı için kısa ad, örneğin teklif-formu: #teklif-formu bağlantısı bu bölüme gider.
   * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
   * @maxLength 40
   */
  anchor?: string;
}
