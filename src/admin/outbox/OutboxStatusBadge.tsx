/** Queued / sent / failed as a Turkish badge. */
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import type { OutboxStatus } from './outbox-api.ts';

const STATUS: Record<OutboxStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: 'Kuyrukta', tone: 'info' },
  sent: { label: 'Gönderildi', tone: 'success' },
  failed: { label: 'Gönderilemedi', tone: 'danger' },
};

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  const s = STATUS[status];
  return <Badge tone={s.tone}>{s.label}</Badge>;
}
