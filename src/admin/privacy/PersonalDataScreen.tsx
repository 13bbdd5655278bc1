/**
 * "Kişisel veri talepleri" (/admin/personal-data), for administrators: a person asks what is
 * stored about their e-mail address, or that it be erased (KVKK article 11). The address is
 * looked up in every table that holds visitors' data; what is found downloads as one JSON
 * file and is deleted for good after a confirmation. The database functions do both. Below,
 * how long contact messages are kept and the contact form's disclosure text.
 */
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { Link } from 'react-router-dom';
import { Download, Search, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { formatDate } from '../../lib/format-date.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { downloadText } from '../newsletter/download-text.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { plainTableCss } from '../ui/plain-table.ts';
import { TextField } from '../ui/TextField.tsx';
import { deletePersonalData, exportFileName, exportPersonalData, PersonalDataError, type PersonalDataExport } from './personal-data-api.ts';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** "2 iletişim mesajı, 1 bülten aboneliği ve 3 e-posta" */
function foundText(messages: number, subscriptions: number, mails: number, submissions = 0): string {
  // The forms' flood records (form and time; no address in clear) are named only when there are some.
  const records = submissions ? ` (ve ${submissions} form gönderim kaydı)` : '';
  return `${messages} iletişim mesajı, ${subscriptions} bülten aboneliği ve ${mails} e-posta${records}`;
}

export default function PersonalDataScreen() {
  const db = useAdminClient();
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const [inputError, setInputError] = useState<string>();
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<PersonalDataExport | null>(null);
  const [confirming, setConfirming] = useState(false);

  const failed = (err: unknown) => enqueueSnackbar(err instanceof PersonalDataError ? err.message : 'İşlem yapılamadı', { variant: 'error' });

  const search = async (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setInputError(address ? 'Geçerli bir e-posta adresi girin' : 'E-posta adresi gerekli');
      return;
    }
    setInputError(undefined);
    setSearching(true);
    try {
      setFound(await exportPersonalData(db, address));
    } catch (err) {
      setFound(null);
      failed(err);
    } finally {
      setSearching(false);
    }
  };

  const remove = async () => {
    if (!found) return;
    try {
      const deleted = await deletePersonalData(db, found.email);
      setConfirming(false);
      enqueueSnackbar(`${found.email} için ${foundText(deleted.contact_messages, deleted.newsletter_subscribers, deleted.mail_outbox, deleted.form_submissions)} silindi`, { variant: 'success' });
      setFound(await exportPersonalData(db, found.email));
    } catch (err) {
      setConfirming(false);
      failed(err);
    }
  };

  const messages = found?.contact_messages ?? [];
  const subscriptions = found?.newsletter_subscribers ?? [];
  const mails = found?.mail_outbox ?? [];
  const submissions = found?.form_submissions ?? [];
  const notes = found?.lead_notes ?? [];
  const empty = found !== null && messages.length === 0 && subscriptions.length === 0 && mails.length === 0 && submissions.length === 0;

  return (
    <div css={{ display: 'grid', gap: '1.25rem' }}>
      <PageHeader
        title="Kişisel veri talepleri"
        description="Bir kişinin e-posta adresiyle saklanan her şey (iletişim mesajları, bülten abonelikleri, onay kayıtları ve e-posta kutusundaki iletiler): dışa aktarın veya kalıcı olarak silin."
      />
      <Card>
        <form onSubmit={(e) => void search(e)} noValidate aria-label="E-posta adresiyle ara" css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-start' }}>
          <div css={{ flex: '1 1 18rem' }}>
            <TextField label="E-posta adresi" type="email" name="personal-data-email" value={email} onChange={(e) => setEmail(e.target.value)} error={inputError} placeholder="ornek@alanadi.com" />
          </div>
          <div css={{ alignSelf: 'flex-end', paddingBottom: inputError ? '1.5rem' : 0 }}>
            <Button type="submit" variant="primary" icon={Search} loading={searching}>
              {searching ? 'Aranıyor...' : 'Ara'}
            </Button>
          </div>
        </form>
      </Card>
      {found && (
        <Card
          title={found.email}
          description={empty ? undefined : `Bulunan: ${foundText(messages.length, subscriptions.length, mails.length, submissions.length)}`}
          actions={
            !empty && (
              <>
                <Button icon={Download} onClick={() => downloadText(`${JSON.stringify(found, null, 2)}\n`, exportFileName(found), 'application/json;charset=utf-8')}>
                  JSON olarak indir
                </Button>
                <Button variant="danger" icon={Trash2} onClick={() => setConfirming(true)}>
                  Tümünü sil
                </Button>
              </>
            )
          }
        >
          {empty ? (
            <Alert tone="info">Bu adresle saklanan kişisel veri yok.</Alert>
          ) : (
            <div css={{ overflowX: 'auto' }}>
              <table css={plainTableCss}>
                <thead>
                  <tr>
                    <th scope="col">Kayıt</th>
                    <th scope="col">Tarih</th>
                    <th scope="col">Onay metni</th>
                  </tr>
                </thead>
                <tbody>
                  {messages.map((m) => (
                    <tr key={m.id}>
                      <td>İletişim mesajı</td>
                      <td css={{ whiteSpace: 'nowrap' }}>{formatDate(m.created_at, 'datetime')}</td>
                      <td>{m.consent_text ?? '—'}</td>
                    </tr>
                  ))}
                  {notes.map((n) => (
                    <tr key={n.id}>
                      <td>Mesaj notu: {n.body}</td>
                      <td css={{ whiteSpace: 'nowrap' }}>{formatDate(n.created_at, 'datetime')}</td>
                      <td>—</td>
                    </tr>
                  ))}
                  {subscriptions.map((s) => (
                    <tr key={s.id}>
                      <td>Bülten aboneliği</td>
                      <td css={{ whiteSpace: 'nowrap' }}>{formatDate(s.consented_at ?? s.subscribed_at, 'datetime')}</td>
                      <td>{s.consent_text ?? '—'}</td>
                    </tr>
                  ))}
                  {mails.map((m) => (
                    <tr key={m.id}>
                      <td>E-posta: {m.subject}</td>
                      <td css={{ whiteSpace: 'nowrap' }}>{formatDate(m.created_at, 'datetime')}</td>
                      <td>—</td>
                    </tr>
                  ))}
                  {submissions.map((f, i) => (
                    <tr key={`${f.form}-${f.submitted_at}-${i}`}>
                      <td>Form gönderim kaydı ({f.form === 'contact' ? 'iletişim formu' : 'bülten formu'})</td>
                      <td css={{ whiteSpace: 'nowrap' }}>{formatDate(f.submitted_at, 'datetime')}</td>
                      <td>—</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      )}
      <p css={(theme) => ({ margin: 0, fontSize: '0.875rem', color: theme.color.textMuted })}>
        İletişim mesajlarının saklama süresi ve iletişim formunun aydınlatma metni: <Link to="/admin/settings">Ayarlar → Kişisel Veriler (KVKK)</Link>.
      </p>
      <ConfirmDialog
        open={confirming}
        title="Kişisel verileri sil"
        message={found ? `${found.email} adresine ait ${foundText(messages.length, subscriptions.length, mails.length, submissions.length)} kalıcı olarak silinecek. Bu işlem geri alınamaz. Emin misiniz?` : ''}
        confirmLabel="Kalıcı olarak sil"
        onConfirm={remove}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
