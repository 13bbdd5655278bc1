/**
 * The e-mail about new contact messages: one message in full, or several ("3 yeni mesaj")
 * when they arrived within the notification interval. Each has a link to it in the admin.
 */
import { CONTACT_SERVICE_OPTIONS } from '../contact-services.ts';
import type { MailMessage } from './mail-message.ts';
import { renderLayout, type Block } from './layout.ts';

export interface LeadRow {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  service: string | null;
  message: string;
  created_at: string;
}

const SERVICE_LABEL = new Map<string, string>(CONTACT_SERVICE_OPTIONS.map((o) => [o.value, o.label]));

/** At most this many messages in full in one e-mail; the rest are counted and linked. */
const MAX_DETAILED = 20;

export function serviceLabel(value: string | null): string {
  if (!value) return 'Belirtilmedi';
  return SERVICE_LABEL.get(value) ?? value;
}

/** The admin's page of one contact message. */
export function adminMessageUrl(siteUrl: string, id: string): string {
  return `${siteUrl}/admin/contact-messages/${encodeURIComponent(id)}`;
}

function leadBlocks(siteUrl: string, lead: LeadRow): Block[] {
  return [
    {
      kind: 'fields',
      rows: [
        ['Ad Soyad', lead.name],
        ['E-posta', lead.email],
        ['Telefon', lead.phone || 'Belirtilmedi'],
        ...(lead.company ? [['Şirket', lead.company] as [string, string]] : []),
        ['Hizmet', serviceLabel(lead.service)],
      ],
    },
    { kind: 'quote', text: lead.message },
    { kind: 'button', label: 'Mesajı yönetim panelinde aç', url: adminMessageUrl(siteUrl, lead.id) },
  ];
}

export function leadNotificationMail(to: string, siteUrl: string, leads: LeadRow[]): MailMessage {
  const single = leads.length === 1 ? leads[0]! : undefined;
  const subject = single ? `Yeni iletişim mesajı: ${single.name}` : `${leads.length} yeni mesaj`;
  const shown = leads.slice(0, MAX_DETAILED);
  const blocks: Block[] = [
    { kind: 'paragraph', text: single ? 'Web sitenizin iletişim formundan yeni bir mesaj geldi.' : `Web sitenizin iletişim formundan ${leads.length} yeni mesaj geldi.` },
    ...shown.flatMap((lead) => leadBlocks(siteUrl, lead)),
    ...(leads.length > shown.length
      ? [
          { kind: 'paragraph', text: `ve ${leads.length - shown.length} mesaj daha.` } as Block,
          { kind: 'button', label: 'Tüm mesajları aç', url: `${siteUrl}/admin/contact-messages` } as Block,
        ]
      : []),
  ];
  const { text, html } = renderLayout({
    title: subject,
    blocks,
    footer: [{ kind: 'paragraph', text: 'Bu bildirimi Site Ayarları\'ndaki "Bildirim e-postası" adresine gönderiyoruz. Adresi boşaltırsanız bildirim gönderilmez.' }],
  });
  return { to, subject, text, html, kind: 'lead-notification', replyTo: single?.email };
}
