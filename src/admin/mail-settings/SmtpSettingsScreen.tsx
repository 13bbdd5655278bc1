/**
 * "E-posta (SMTP)" (/admin/smtp), for administrators: the SMTP server the site's e-mails go
 * through (invitations, password links, lead notifications, newsletter confirmations), and a
 * test e-mail to the administrator's own address that says in Turkish how it went. The
 * password is write-only: a stored one shows as "kayıtlı" and can be replaced, never read. It
 * belongs to the server it was typed for: changing host, port, security or user name drops it
 * (the server enforces this), so the field asks for it again then.
 * With SMTP_URL in the server's environment the values come from there and are read-only.
 */
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { KeyRound, Save, Send } from 'lucide-react';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { EDIT_CONFLICT_TEXTS } from '../data/edit-conflict.ts';
import { forgetMailDelivery } from '../data/mail-delivery.ts';
import { Alert } from '../ui/Alert.tsx';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { FieldFrame } from '../ui/FieldFrame.tsx';
import { FormGrid } from '../ui/FormGrid.tsx';
import { inputCss } from '../ui/input-style.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { TextField } from '../ui/TextField.tsx';
import {
  loadSmtpSettings,
  saveSmtpSettings,
  sendSmtpTest,
  SmtpSettingsError,
  SmtpSettingsMissingError,
  type SmtpSecurity,
  type SmtpSettingsView,
  type SmtpTestResult,
} from './smtp-settings-api.ts';

type State = { phase: 'loading' } | { phase: 'ready'; view: SmtpSettingsView } | { phase: 'unavailable' } | { phase: 'error'; message: string };

const SECURITY_LABEL: Record<SmtpSecurity, string> = { none: 'Yok (şifrelenmemiş bağlantı)', starttls: 'STARTTLS (genellikle 587)', tls: 'TLS (genellikle 465)' };

const PASSWORD_AGAIN = 'Sunucu, port, güvenlik veya kullanıcı adı değişti: kayıtlı şifre bu sunucuya gönderilmez ve kaydedince silinir. Şifreyi yeniden girin.';
const PASSWORD_DROPPED = 'SMTP ayarları kaydedildi; bağlantı bilgileri değiştiği için kayıtlı şifre silindi. Şifreyi yeniden girip kaydedin.';
const PLAINTEXT_WARNING = 'Güvenlik "Yok": şifre ağda şifrelenmeden gider. Yalnızca güvendiğiniz bir ağdaki sunucu için seçin.';

interface Draft {
  host: string;
  port: string;
  security: SmtpSecurity;
  username: string;
  /** undefined: keep the stored password. */
  password: string | undefined;
  from_address: string;
  from_name: string;
}

function draftOf(view: SmtpSettingsView): Draft {
  return {
    host: view.host,
    port: view.port === null ? '587' : String(view.port),
    security: view.security,
    username: view.username,
    // Nothing stored, or stored but unreadable: a password must be typed.
    password: view.password_set && !view.password_unreadable ? undefined : '',
    from_address: view.from_address,
    from_name: view.from_name,
  };
}

/** Host, port, security or user name differ from the saved ones: the stored password would be dropped. */
function connectionChanged(draft: Draft, view: SmtpSettingsView): boolean {
  return draft.host.trim() !== view.host || draft.port.trim() !== String(view.port) || draft.security !== view.security || draft.username.trim() !== view.username;
}

function sourceText(view: SmtpSettingsView): string {
  if (view.source === 'env') return 'SMTP, sunucuyu yöneten kişinin sunucuda yaptığı ayarlardan geliyor ve onlar geçerli: burada salt okunur. Değiştirmek için ona başvurun; sunucudaki ayar kaldırılınca SMTP buradan ayarlanabilir.';
  if (view.source === 'none') return 'SMTP ayarlı değil: e-postalar gönderilmiyor, yalnızca "E-posta kutusu"nda saklanıyor. Ayarları kaydettiğiniz anda e-postalar bu sunucu üzerinden gönderilir.';
  return 'E-postalar bu ayarlarla gönderiliyor. Değişiklikler kaydedildiği anda, yeniden başlatmadan geçerli olur.';
}

export default function SmtpSettingsScreen() {
  const db = useAdminClient();
  const { enqueueSnackbar } = useSnackbar();
  const securityId = useId();
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [draft, setDraft] = useState<Draft>();
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<SmtpTestResult>();
  /** Someone else saved while this form was open: the newer settings, the typed ones stay in the form. */
  const [newer, setNewer] = useState<SmtpSettingsView>();

  const show = (view: SmtpSettingsView) => {
    setState({ phase: 'ready', view });
    setDraft(draftOf(view));
    setNewer(undefined);
  };

  const load = useCallback(async () => {
    try {
      const view = await loadSmtpSettings(db);
      setState({ phase: 'ready', view });
      setDraft(draftOf(view));
    } catch (err) {
      if (err instanceof SmtpSettingsMissingError) setState({ phase: 'unavailable' });
      else setState({ phase: 'error', message: (err as Error).message });
    }
  }, [db]);

  useEffect(() => {
    void load();
  }, [load]);

  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));

  /** `over`: the version this save replaces (the loaded one, or after a conflict the newer one). */
  const saveOver = async (over: SmtpSettingsView) => {
    if (!draft) return;
    setSaving(true);
    setResult(undefined);
    try {
      const { password, port, ...rest } = draft;
      const view = await saveSmtpSettings(db, { ...rest, port: Number(port), ...(password !== undefined ? { password } : {}) }, over.updated_at);
      show(view);
      forgetMailDelivery();
      if (view.password_dropped) enqueueSnackbar(PASSWORD_DROPPED, { variant: 'warning' });
      else enqueueSnackbar('SMTP ayarları kaydedildi', { variant: 'success' });
    } catch (err) {
      if (err instanceof SmtpSettingsError && err.code === 'smtp_settings_changed') {
        // What was typed stays; the newer settings are shown beside it to choose from.
        setNewer(await loadSmtpSettings(db).catch(() => undefined));
      }
      enqueueSnackbar((err as Error).message, { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (state.phase === 'ready') void saveOver(state.view);
  };

  const test = async () => {
    setTesting(true);
    setResult(undefined);
    try {
      setResult(await sendSmtpTest(db));
    } catch (err) {
      setResult({ ok: false, reason: null, message: (err as Error).message });
    } finally {
      setTesting(false);
    }
  };

  const view = state.phase === 'ready' ? state.view : undefined;
  const readOnly = view?.source === 'env';
  const storedPassword = Boolean(view?.password_set && !view.password_unreadable);
  // The stored password stays only for the server it was given for.
  const retype = Boolean(view && draft && !readOnly && storedPassword && connectionChanged(draft, view));
  const passwordHint = (retype ? PASSWORD_AGAIN : storedPassword ? 'Kaydedince kayıtlı şifrenin yerine geçer.' : 'Sunucu oturum açma istemiyorsa boş bırakın.') + (draft?.security === 'none' && draft.username.trim() ? ` ${PLAINTEXT_WARNING}` : '');

  return (
    <div css={{ display: 'grid', gap: '1.25rem' }}>
      <PageHeader title="E-posta (SMTP)" description="Sitenin e-postalarını (davetler, şifre bağlantıları, mesaj bildirimleri, bülten onayları) gönderen SMTP sunucusu." />
      {state.phase === 'loading' && <Spinner />}
      {state.phase === 'unavailable' && <Alert tone="info">Bu sunucuda SMTP ayarı yok: barındırılan Supabase'de e-postalar projenin SMTP ayarlarıyla gönderilir.</Alert>}
      {state.phase === 'error' && <Alert tone="danger">{state.message}</Alert>}
      {view && draft && (
        <>
          <Alert tone={view.source === 'none' ? 'warning' : 'info'}>{sourceText(view)}</Alert>
          {newer && (
            <Alert tone="warning" title={EDIT_CONFLICT_TEXTS.title}>
              {EDIT_CONFLICT_TEXTS.changedByUnknown.replace('{when}', formatDate(newer.updated_at, 'datetime'))} (sunucu: {newer.host || '—'}, gönderen: {newer.from_address || '—'}).
              Formdaki değerler sizin yazdıklarınız.
              <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '0.75rem' }}>
                <Button size="sm" onClick={() => show(newer)}>
                  {EDIT_CONFLICT_TEXTS.keepTheirs}
                </Button>
                <Button size="sm" variant="primary" loading={saving} onClick={() => void saveOver(newer)}>
                  {EDIT_CONFLICT_TEXTS.keepMine}
                </Button>
              </div>
            </Alert>
          )}
          {view.password_unreadable && (
            <Alert tone="warning">Kayıtlı şifre bu sunucunun anahtarıyla çözülemedi (SMTP_SECRET_KEY farklı olabilir): şifreyi yeniden girip kaydedin.</Alert>
          )}
          <Card>
            <form onSubmit={save} aria-label="SMTP ayarları" css={{ display: 'grid', gap: '1rem' }}>
              <FormGrid>
                <TextField label="Sunucu adresi" name="smtp-host" value={draft.host} onChange={(e) => set({ host: e.target.value })} placeholder="smtp.alanadi.com" readOnly={readOnly} required />
                <TextField label="Port" name="smtp-port" type="number" min={1} max={65535} value={draft.port} onChange={(e) => set({ port: e.target.value })} readOnly={readOnly} required />
                <FieldFrame id={securityId} label="Güvenlik">
                  <select id={securityId} value={draft.security} onChange={(e) => set({ security: e.target.value as SmtpSecurity })} disabled={readOnly} css={inputCss()}>
                    {(Object.keys(SECURITY_LABEL) as SmtpSecurity[]).map((s) => (
                      <option key={s} value={s}>
                        {SECURITY_LABEL[s]}
                      </option>
                    ))}
                  </select>
                </FieldFrame>
                <TextField label="Kullanıcı adı" name="smtp-username" autoComplete="off" value={draft.username} onChange={(e) => set({ username: e.target.value })} readOnly={readOnly} />
                {(draft.password === undefined && !retype) || readOnly ? (
                  <FieldFrame id={`${securityId}-password`} label="Şifre">
                    <div css={{ display: 'flex', gap: '0.75rem', alignItems: 'center', minHeight: '2.5rem' }}>
                      <span id={`${securityId}-password`}>{view.password_set ? <Badge tone="success">kayıtlı</Badge> : <Badge>yok</Badge>}</span>
                      {!readOnly && (
                        <Button size="sm" icon={KeyRound} onClick={() => set({ password: '' })}>
                          Şifreyi değiştir
                        </Button>
                      )}
                    </div>
                  </FieldFrame>
                ) : (
                  <TextField
                    label={storedPassword && !retype ? 'Yeni şifre' : 'Şifre'}
                    name="smtp-password"
                    type="password"
                    autoComplete="new-password"
                    value={draft.password ?? ''}
                    onChange={(e) => set({ password: e.target.value })}
                    hint={passwordHint}
                  />
                )}
                <TextField label="Gönderen adresi" name="smtp-from-address" type="email" value={draft.from_address} onChange={(e) => set({ from_address: e.target.value })} placeholder="bildirim@alanadi.com" readOnly={readOnly} required />
                <TextField label="Gönderen adı" name="smtp-from-name" value={draft.from_name} onChange={(e) => set({ from_name: e.target.value })} placeholder="Ajans" readOnly={readOnly} />
              </FormGrid>
              <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
                {!readOnly && (
                  <Button type="submit" variant="primary" icon={Save} loading={saving}>
                    {saving ? 'Kaydediliyor...' : 'Kaydet'}
                  </Button>
                )}
                <Button icon={Send} onClick={() => void test()} loading={testing} disabled={view.source === 'none'}>
                  {testing ? 'Gönderiliyor...' : 'Test e-postası gönder'}
                </Button>
              </div>
            </form>
          </Card>
          {result && (
            <Alert tone={result.ok ? 'success' : 'danger'} title={result.message} />
          )}
        </>
      )}
    </div>
  );
}
