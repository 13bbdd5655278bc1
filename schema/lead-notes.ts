/**
 * Notes staff keep on a lead (a contact message): what was said, promised, agreed. Staff only;
 * the author is the database's (private.stamp_lead_note_author in supabase/schemas/18_leads.sql
 * sets it from auth.uid() whatever the client sends). A note goes with its lead, and with the
 * lead's address in the personal-data export and delete (12_personal_data.sql).
 */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { CreatedAt, WithId } from './common/fields.ts';

/** @title Not */
export interface LeadNote extends WithId, CreatedAt {
  /**
   * @title Mesaj
   * @format uuid
   */
  lead_id: string;
  /**
   * @title Not
   * @minLength 1
   * @maxLength 5000
   */
  body: string;
  /**
   * @title Yazan
   * @format uuid
   * @readOnly
   */
  author_id: string | null;
  // Set by the trigger from the author's session (no column default, so not @readOnly).
  /** @title Yazanın e-postası */
  author_email: string | null;
}

export const resource = defineResource<LeadNote>({
  table: 'lead_notes',
  db: {
    access: { preset: 'staffOnly' },
    // A note is personal data about its lead and leaves with it (personal-data delete); the
    // append-only log keeps that it changed, not what it says.
    audit: 'names',
    foreignKeys: [{ columns: ['lead_id'], references: { table: 'contact_messages', columns: ['id'] }, onDelete: 'cascade' }],
    indexes: [{ name: 'lead_notes_lead_idx', on: ['lead_id', 'created_at'] }],
    checks: { lead_notes_body_visible: 'private.has_visible_text(body)' },
    triggers: [{ name: 'stamp_lead_note_author', timing: 'before', events: ['insert', 'update'], function: 'private.stamp_lead_note_author' }],
  },
  rowType: 'LeadNote',
  route: 'lead-notes',
  nav: { label: 'Notlar', icon: 'StickyNote', order: 991, hidden: true },
  title: 'Notlar',
  singular: 'Not',
  screen: 'bespoke',
  messages: standardMessages({
    created: 'Not eklendi',
    updated: 'Not güncellendi',
    deleted: 'Not silindi',
    loadError: 'Notlar yüklenirken hata oluştu',
    deleteConfirm: 'Bu notu silmek istediğinizden emin misiniz?',
  }),
});
