/**
 * Queued / sent / failed as a Turkish badge. A message the server "sent" with no SMTP set only
 * reached the outbox: it says so instead of "Gönderildi".
 */
import { MAIL_NOT_SENT } from '../data/mail-delivery.ts';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import type { OutboxStatus } from './outbox-api.ts';

const STATUS: Record<OutboxStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Kuyrukta', tone: 'info' },
  sent: { label: 'Gönderildi', tone: 'success' },
  failed: { label: 'Gönderilemedi', tone: 'danger' },
};

export function OutboxStatusBadge({ status, delivery }: { status: OutboxStatus; delivery: 'smtp' | 'outbox' }) {
  const s = status === 'sent' && delivery === 'outbox' ? { label: MAIL_NOT_SENT, tone: 'warning' as const } : STATUS[status];
  return <Badge tone={s.tone}>{s.label}</Badge>;
}
