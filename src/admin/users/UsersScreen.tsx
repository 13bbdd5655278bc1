/**
 * /admin/users (administrators only): the staff with role, last sign-in, two-step
 * status and state; invite by e-mail with a role; change a role; disable / enable; remove;
 * reset two-step verification; send a pending invitation again; set a member's name. Every change goes through
 * staff-api.ts, where the database (or the invite function) checks the caller is an admin.
 */
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useCallback, useEffect, useState } from 'react';
import { Ban, CircleCheck, KeyRound, Send, Trash2 } from 'lucide-react';
import { formatDate } from '../../lib/format-date.ts';
import { useAdminClient, useAuth } from '../auth/AuthProvider.tsx';
import { ROLE_LABELS, type StaffRole } from '../auth/staff-role.ts';
import { selectStyles } from '../newsletter/SelectField.tsx';
import { Alert } from '../ui/Alert.tsx';
import { Badge } from '../ui/Badge.tsx';
import { IconButton } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { InviteForm } from './InviteForm.tsx';
import { MemberNameCell } from './MemberNameCell.tsx';
import { SmtpMissingBanner } from '../shell/SmtpMissingBanner.tsx';
import { invitationToast, type InvitationToast } from './invitation-toast.ts';
import { unscheduledToast } from './unscheduled-toast.ts';
import { inviteMember, listStaff, removeMember, resetMfa, setDisabled, setName, setRole, StaffError, type StaffMember, type StaffState } from './staff-api.ts';

const STATE_BADGES: Record<StaffState, { label: string; tone: 'success' | 'danger' | 'warning' }> = {
  active: { label: 'Aktif', tone: 'success' },
  disabled: { label: 'Devre dışı', tone: 'danger' },
  invited: { label: 'Davet bekliyor', tone: 'warning' },
};

const HEADERS = ['E-posta', 'Ad', 'Rol', 'Son giriş', 'İki adımlı doğrulama', 'Durum', 'İşlemler'];

type Pending = { kind: 'remove' | 'reset-mfa' | 'disable'; member: StaffMember } | null;

export default function UsersScreen() {
  const client = useAdminClient();
  const { session } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const [members, setMembers] = useState<StaffMember[]>();
  const [loadError, setLoadError] = useState<string>();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<Pending>(null);

  const load = useCallback(async () => {
    try {
      setMembers(await listStaff(client));
      setLoadError(undefined);
    } catch (err) {
      setLoadError(err instanceof StaffError ? err.message : 'Kullanıcılar yüklenemedi');
    }
  }, [client]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs a change for one member, says how it went (from what the change answered), and reloads the list. */
  const act = async <T,>(member: StaffMember, work: () => Promise<T>, success: string | ((result: T) => InvitationToast | Promise<InvitationToast>)) => {
    setBusy((s) => new Set(s).add(member.id));
    try {
      const result = await work();
      const toast = typeof success === 'string' ? { text: success, variant: 'success' as const } : await success(result);
      enqueueSnackbar(toast.text, { variant: toast.variant });
    } catch (err) {
      enqueueSnackbar(err instanceof StaffError ? err.message : 'İşlem yapılamadı', { variant: 'error' });
    } finally {
      setBusy((s) => {
        const next = new Set(s);
        next.delete(member.id);
        return next;
      });
      await load();
    }
  };

  const confirmPending = async () => {
    if (!pending) return;
    const { kind, member } = pending;
    if (kind === 'remove') await act(member, () => removeMember(client, member.id), (n) => unscheduledToast(`${member.email} kaldırıldı`, n));
    if (kind === 'reset-mfa') await act(member, () => resetMfa(client, member.id), `${member.email} için iki adımlı doğrulama sıfırlandı`);
    if (kind === 'disable') await act(member, () => setDisabled(client, member.id, true), (n) => unscheduledToast(`${member.email} devre dışı bırakıldı`, n));
    setPending(null);
  };

  return (
    <>
      <PageHeader title="Kullanıcılar" description="Yönetim paneline erişen ekip üyeleri, rolleri ve güvenlik durumları." />
      <div css={{ marginBottom: '1.5rem' }}>
        <SmtpMissingBanner />
      </div>
      <Card title="Ekip üyesi davet et" description="Davet edilen kişi e-postadaki bağlantıyla şifresini belirler. Editörler içerik, medya ve mesajları yönetir; yöneticiler ayarları ve kullanıcıları da.">
        <InviteForm client={client} onInvited={() => void load()} />
      </Card>
      <div css={{ marginTop: '1.5rem' }}>
        <Card title="Ekip" padding={false}>
          {loadError && (
            <div css={{ padding: '1rem' }}>
              <Alert tone="danger" title="Kullanıcılar yüklenemedi">
                {loadError}
              </Alert>
            </div>
          )}
          {!members && !loadError && <Spinner label="Kullanıcılar yükleniyor..." />}
          {members && (
            <div css={{ overflowX: 'auto' }}>
              <table
                data-testid="staff-table"
                css={(theme) => ({
                  width: '100%',
                  borderCollapse: 'collapse',
                  fontSize: '0.9rem',
                  'th, td': { padding: '0.7rem 1rem', textAlign: 'left', borderBottom: `1px solid ${theme.color.border}`, verticalAlign: 'middle' },
                  th: { fontSize: '0.8rem', fontWeight: 600, color: theme.color.textMuted, background: theme.color.surfaceAlt, whiteSpace: 'nowrap' },
                  'tbody tr:last-of-type td': { borderBottom: 'none' },
                })}
              >
                <thead>
                  <tr>
                    {HEADERS.map((h) => (
                      <th key={h} scope="col">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {members.map((m) => {
                    const self = m.id === session?.user.id;
                    const state = STATE_BADGES[m.state];
                    const working = busy.has(m.id);
                    return (
                      <tr key={m.id} data-email={m.email}>
                        <td css={{ fontWeight: 600, wordBreak: 'break-all' }}>
                          {m.email}
                          {self && <span css={(theme) => ({ color: theme.color.textMuted, fontWeight: 400 })}> (siz)</span>}
                        </td>
                        <td>
                          <MemberNameCell
                            email={m.email}
                            name={m.name}
                            disabled={working}
                            onSave={async (name) => {
                              // One's own new name reaches the session (the edit notice) with a refresh.
                              const change = async () => {
                                await setName(client, m.id, name);
                                if (self) await client.auth.refreshSession();
                              };
                              await act(m, change, name ? `${m.email} adı kaydedildi` : `${m.email} adı kaldırıldı`);
                            }}
                          />
                        </td>
                        <td>
                          <select
                            aria-label={`${m.email} rolü`}
                            value={m.role}
                            disabled={working}
                            css={selectStyles}
                            onChange={(e) => {
                              const role = e.target.value as StaffRole;
                              // One's own new role reaches the token (and the menu) with a refresh.
                              const change = async () => {
                                const unscheduled = await setRole(client, m.id, role);
                                if (self) await client.auth.refreshSession();
                                return unscheduled;
                              };
                              void act(m, change, (n) => unscheduledToast(`${m.email} artık ${ROLE_LABELS[role]}`, n));
                            }}
                          >
                            {(Object.keys(ROLE_LABELS) as StaffRole[]).map((r) => (
                              <option key={r} value={r}>
                                {ROLE_LABELS[r]}
                              </option>
                            ))}
                          </select>
                        </td>
                        <td css={{ whiteSpace: 'nowrap' }}>{m.last_sign_in_at ? formatDate(m.last_sign_in_at, 'datetime') : 'Hiç giriş yapmadı'}</td>
                        <td>{m.mfa_verified ? <Badge tone="success">Açık</Badge> : <Badge tone="neutral">Kapalı</Badge>}</td>
                        <td>
                          <Badge tone={state.tone}>{state.label}</Badge>
                        </td>
                        <td css={{ whiteSpace: 'nowrap' }}>
                          {m.state === 'invited' && (
                            <IconButton
                              icon={Send}
                              label="Daveti yeniden gönder"
                              disabled={working}
                              onClick={() => void act(m, () => inviteMember(client, m.email), () => invitationToast(m.email, true))}
                            />
                          )}
                          {m.state === 'disabled' ? (
                            <IconButton
                              icon={CircleCheck}
                              label="Etkinleştir"
                              disabled={working}
                              onClick={() => void act(m, () => setDisabled(client, m.id, false), `${m.email} etkinleştirildi`)}
                            />
                          ) : (
                            <IconButton icon={Ban} label="Devre dışı bırak" disabled={working || self} onClick={() => setPending({ kind: 'disable', member: m })} />
                          )}
                          {m.mfa_verified && (
                            <IconButton icon={KeyRound} label="İki adımlı doğrulamayı sıfırla" disabled={working} onClick={() => setPending({ kind: 'reset-mfa', member: m })} />
                          )}
                          <IconButton icon={Trash2} label="Kaldır" variant="danger" disabled={working || self} onClick={() => setPending({ kind: 'remove', member: m })} />
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </Card>
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'remove' ? 'Kullanıcıyı kaldır' : pending?.kind === 'disable' ? 'Devre dışı bırak' : 'İki adımlı doğrulamayı sıfırla'}
        message={
          pending?.kind === 'remove'
            ? `${pending.member.email} hesabı kalıcı olarak silinecek. Emin misiniz?`
            : pending?.kind === 'disable'
              ? `${pending.member.email} artık giriş yapamayacak ve açık oturumları kapanacak. Emin misiniz?`
              : `${pending?.member.email ?? ''} için kayıtlı doğrulama uygulamaları silinecek; bir sonraki girişte yalnızca şifre istenecek. Emin misiniz?`
        }
        confirmLabel={pending?.kind === 'remove' ? 'Kaldır' : pending?.kind === 'disable' ? 'Devre dışı bırak' : 'Sıfırla'}
        tone={pending?.kind === 'reset-mfa' ? 'primary' : 'danger'}
        onConfirm={confirmPending}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
