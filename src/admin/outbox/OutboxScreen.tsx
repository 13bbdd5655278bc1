/**
 * "E-posta kutusu" (/admin/outbox): every e-mail the embedded server sent or queued, newest
 * first, with its delivery status (queued, sent, failed with the last error); the subject
 * opens the message. Without SMTP_URL this is the only place the e-mails go (a mail catcher).
 */
import { Inbox, RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { formatDate } from '../../lib/format-date.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Modal } from '../ui/Modal.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { plainTableCss } from '../ui/plain-table.ts';
import { getOutboxMessage, listOutbox, OutboxUnavailableError, type OutboxMessage, type OutboxSummary } from './outbox-api.ts';
import { OutboxMessageView } from './OutboxMessageView.tsx';
import { OutboxStatusBadge } from './OutboxStatusBadge.tsx';
import { SmtpMissingBanner } from '../shell/SmtpMissingBanner.tsx';

const KIND_LABEL: Record<string, string> = {
  'lead-notification': 'Mesaj bildirimi',
  'newsletter-confirm': 'Bülten onayı',
  invite: 'Davet',
  recovery: 'Şifre sıfırlama',
};

type State =
  | { phase: 'loading' }
  | { phase: 'ready'; delivery: 'smtp' | 'outbox'; messages: OutboxSummary[] }
  | { phase: 'unavailable' }
  | { phase: 'error'; message: string };

export default function OutboxScreen() {
  const db = useAdminClient();
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [open, setOpen] = useState<OutboxMessage | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      const { delivery, messages } = await listOutbox(db);
      setState({ phase: 'ready', delivery, messages });
    } catch (err) {
      if (err instanceof OutboxUnavailableError) setState({ phase: 'unavailable' });
      else setState({ phase: 'error', message: (err as Error).message });
    }
  }, [db]);

  useEffect(() => {
    void load();
  }, [load]);

  async function show(id: string) {
    setOpenError(null);
    try {
      setOpen(await getOutboxMessage(db, id));
    } catch (err) {
      setOpenError((err as Error).message);
    }
  }

  return (
    <div css={{ display: 'grid', gap: '1.25rem' }}>
      <PageHeader
        title="E-posta kutusu"
        description={
          state.phase === 'ready' && state.delivery === 'smtp'
            ? 'Sunucunun gönderdiği e-postalar ve teslim durumları (SMTP ile gönderiliyor).'
            : 'SMTP ayarlanmadığı için e-postalar gönderilmez, burada saklanır.'
        }
        actions={
          <Button icon={RefreshCw} onClick={() => void load()}>
            Yenile
          </Button>
        }
      />
      <SmtpMissingBanner outboxLink={false} />
      {openError && <Alert tone="danger">E-posta açılamadı: {openError}</Alert>}
      <Card padding={false}>
        {state.phase === 'loading' ? (
          <Spinner />
        ) : state.phase === 'unavailable' ? (
          <EmptyState icon={Inbox} title="Bu sunucuda e-posta kutusu yok" hint="Barındırılan Supabase'de e-postalar projenin SMTP ayarlarıyla gönderilir." />
        ) : state.phase === 'error' ? (
          <Alert tone="danger">E-postalar yüklenemedi: {state.message}</Alert>
        ) : state.messages.length === 0 ? (
          <EmptyState icon={Inbox} title="Henüz e-posta yok" />
        ) : (
          <div css={{ overflowX: 'auto' }}>
            <table css={plainTableCss}>
              <thead>
                <tr>
                  <th scope="col">Tarih</th>
                  <th scope="col">Alıcı</th>
                  <th scope="col">Konu</th>
                  <th scope="col">Tür</th>
                  <th scope="col">Durum</th>
                </tr>
              </thead>
              <tbody>
                {state.messages.map((m) => (
                  <tr key={m.id}>
                    <td css={{ whiteSpace: 'nowrap' }}>{formatDate(m.created_at, 'datetime')}</td>
                    <td css={{ overflowWrap: 'anywhere' }}>{m.to}</td>
                    <td>
                      <button
                        type="button"
                        onClick={() => void show(m.id)}
                        css={(theme) => ({ padding: 0, border: 0, background: 'none', font: 'inherit', color: theme.color.accent, textAlign: 'left', cursor: 'pointer', textDecoration: 'underline' })}
                      >
                        {m.subject}
                      </button>
                    </td>
                    <td>{KIND_LABEL[m.kind] ?? m.kind}</td>
                    <td>
                      <OutboxStatusBadge status={m.status} delivery={m.delivery} />
                      {m.status !== 'sent' && m.last_error && <div css={(theme) => ({ marginTop: 4, fontSize: '0.8rem', color: theme.color.textMuted })}>{m.last_error}</div>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      <Modal open={open !== null} title={open?.subject ?? ''} onClose={() => setOpen(null)}>
        {open && <OutboxMessageView message={open} />}
      </Modal>
    </div>
  );
}
