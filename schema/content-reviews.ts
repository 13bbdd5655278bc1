/**
 * Review of an author's work: one row per item of a public content table (a new unpublished
 * item, or the draft in `content_drafts` of a live one) that was sent for review
 * ("İncelemeye gönder"). Staff and authors read it; nobody writes it through the API: the
 * functions of supabase/schemas/22_review.sql do, each checking who asks (42501):
 * `submit_for_review` (a writer), `request_review_changes` (staff, with a note the author sees
 * and gets by e-mail) and `approve_review` (staff: publishes now or at `publish_at`). With
 * `site_settings.review_no_self_approval` the sender decides nothing about their own item.
 */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Timestamps, WithId } from './common/fields.ts';

/** İncelemenin durumu: bekliyor, değişiklik istendi ya da onaylandı. */
export type ReviewStatus = 'pending' | 'changes_requested' | 'approved';

export const REVIEW_STATUS_OPTIONS = [
  { value: 'pending', label: 'İnceleme bekliyor', tone: 'warning' },
  { value: 'changes_requested', label: 'Değişiklik istendi', tone: 'danger' },
  { value: 'approved', label: 'Onaylandı', tone: 'success' },
] as const;

/** @title İnceleme */
export interface ContentReview extends WithId, Timestamps {
  /** @title Tablo */
  table_name: string;
  /**
   * @title Kayıt
   * @format uuid
   */
  row_id: string;
  /**
   * @title Durum
   * @default "pending"
   */
  status: ReviewStatus;
  /**
   * @title Gönderen
   * @format uuid
   */
  submitted_by: string | null;
  /**
   * @title Gönderenin e-postası
   * @maxLength 320
   */
  submitted_by_email: string | null;
  /**
   * @title Gönderilme zamanı
   * @format date-time
   * @readOnly
   */
  submitted_at: string;
  /**
   * @title İnceleyen
   * @format uuid
   */
  reviewed_by: string | null;
  /**
   * @title İnceleyenin e-postası
   * @maxLength 320
   */
  reviewed_by_email: string | null;
  /**
   * @title İnceleme zamanı
   * @format date-time
   */
  reviewed_at: string | null;
  /**
   * The reviewer's note with "Değişiklik iste"; the author sees it on the item.
   * @title Not
   * @maxLength 2000
   */
  note: string | null;
}

export const resource = defineResource<ContentReview>({
  table: 'content_reviews',
  db: {
    access: { preset: 'staffReadOnly', authors: true },
    publicContentColumns: ['table_name'],
    unique: [['table_name', 'row_id']],
    // The dashboard's "İnceleme bekleyenler", oldest first.
    indexes: [{ name: 'content_reviews_pending_idx', on: ['submitted_at'], where: "status = 'pending'" }],
    defaults: { submitted_at: 'now()' },
    // Who sent, asked for changes or approved: the trail names them.
    audit: 'values',
  },
  rowType: 'ContentReview',
  route: 'content-reviews',
  nav: { label: 'İncelemeler', icon: 'FileText', order: 996, hidden: true },
  title: 'İncelemeler',
  singular: 'İnceleme',
  screen: 'bespoke',
  messages: standardMessages({
    created: 'İncelemeye gönderildi',
    updated: 'İnceleme güncellendi',
    deleted: 'İnceleme silindi',
    loadError: 'İncelemeler yüklenirken hata oluştu',
    deleteConfirm: 'İnceleme silinsin mi?',
  }),
});
