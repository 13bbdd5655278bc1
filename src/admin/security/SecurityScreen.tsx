/**
 * Güvenlik: the account's name and sign-in details, "Şifremi değiştir", and its authenticator
 * apps (TOTP). Once an app is
 * verified, sign-in asks for its code (product decision 5); removing the last one turns that
 * off again.
 */
import type { Factor } from '@supabase/supabase-js';
import { Plus, ShieldCheck } from 'lucide-react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useCallback, useEffect, useState } from 'react';
import { formatDate } from '../../lib/format-date.ts';
import { assuranceOf } from '../auth/assurance.ts';
import { useAdminClient, useAuth } from '../auth/AuthProvider.tsx';
import { mfaErrorMessage } from '../auth/mfa-messages.ts';
import { Alert } from '../ui/Alert.tsx';
import { Badge } from '../ui/Badge.tsx';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { ChangePasswordCard } from './ChangePasswordCard.tsx';
import { FactorList } from './FactorList.tsx';
import { OwnNameForm } from './OwnNameForm.tsx';
import { TotpEnrolment, type PendingFactor } from './TotpEnrolment.tsx';

/** 'Doğrulama uygulaması', then '… 2', '… 3': names must be unique per user. */
function nextFactorName(factors: Factor[]): string {
  const taken = new Set(factors.filter((f) => f.status === 'verified').map((f) => f.friendly_name));
  const base = 'Doğrulama uygulaması';
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} ${n}`)) n++;
  return `${base} ${n}`;
}

export default function SecurityScreen() {
  const client = useAdminClient();
  const { session } = useAuth();
  const { enqueueSnackbar } = useSnackbar();
  const [factors, setFactors] = useState<Factor[] | null>(null);
  const [loadError, setLoadError] = useState(false);
  const [pending, setPending] = useState<PendingFactor | null>(null);
  const [starting, setStarting] = useState(false);
  const [removing, setRemoving] = useState<Factor | null>(null);

  const load = useCallback(async () => {
    const { data, error } = await client.auth.mfa.listFactors();
    if (error) {
      console.error(error);
      setLoadError(true);
      return;
    }
    setLoadError(false);
    setFactors(data.all.filter((f) => f.factor_type === 'totp') as Factor[]);
  }, [client]);

  useEffect(() => {
    void load();
  }, [load]);

  const start = async () => {
    setStarting(true);
    try {
      // Leftovers of an abandoned enrolment would only clutter the list.
      for (const f of factors ?? []) {
        if (f.status !== 'verified') await client.auth.mfa.unenroll({ factorId: f.id });
      }
      const { data, error } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: nextFactorName(factors ?? []) });
      if (error) {
        enqueueSnackbar(mfaErrorMessage(error), { variant: 'error' });
        return;
      }
      setPending({ id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
    } catch (err) {
      console.error(err);
      enqueueSnackbar('Beklenmeyen bir hata oluştu', { variant: 'error' });
    } finally {
      setStarting(false);
      void load();
    }
  };

  const remove = async (factor: Factor) => {
    const { error } = await client.auth.mfa.unenroll({ factorId: factor.id });
    if (error) {
      enqueueSnackbar(mfaErrorMessage(error), { variant: 'error' });
      return;
    }
    setRemoving(null);
    enqueueSnackbar('Doğrulama uygulaması kaldırıldı', { variant: 'success' });
    // The session's assurance level and factor list change with the next token: get it now.
    const { error: refreshError } = await client.auth.refreshSession();
    if (refreshError) console.error(refreshError);
    await load();
  };

  const verified = (factors ?? []).filter((f) => f.status === 'verified');
  const level = session ? assuranceOf(session).currentLevel : null;
  const lastSignIn = session?.user.last_sign_in_at;

  return (
    <>
      <PageHeader title="Güvenlik" description="Hesabınızın giriş bilgileri ve iki adımlı doğrulama" />
      <div css={{ display: 'flex', flexDirection: 'column', gap: '1.5rem', maxWidth: 860 }}>
        <Card title="Hesap">
          <dl css={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.5rem 1.25rem', fontSize: '0.925rem' }}>
            <dt css={(theme) => ({ color: theme.color.textMuted })}>E-posta</dt>
            <dd css={{ margin: 0, overflowWrap: 'anywhere' }}>{session?.user.email}</dd>
            {lastSignIn && (
              <>
                <dt css={(theme) => ({ color: theme.color.textMuted })}>Son giriş</dt>
                <dd css={{ margin: 0 }}>{formatDate(lastSignIn, 'datetime')}</dd>
              </>
            )}
            <dt css={(theme) => ({ color: theme.color.textMuted })}>Bu oturum</dt>
            <dd css={{ margin: 0 }}>
              {level === 'aal2' ? <Badge tone="success">İki adımlı doğrulama ile açıldı</Badge> : <Badge>Yalnızca şifre ile açıldı</Badge>}
            </dd>
          </dl>
          <div css={{ marginTop: '1.25rem' }}>
            {/* Keyed by the user: another account signing in here starts from its own name. */}
            {session && <OwnNameForm key={session.user.id} client={client} metadata={session.user.user_metadata} />}
          </div>
        </Card>

        {session?.user.email && <ChangePasswordCard client={client} email={session.user.email} />}

        <Card
          title="İki Adımlı Doğrulama"
          description="Girişte şifrenize ek olarak telefonunuzdaki kimlik doğrulama uygulamasının ürettiği 6 haneli kod istenir."
          actions={verified.length > 0 ? <Badge tone="success">Etkin</Badge> : <Badge tone="warning">Kapalı</Badge>}
        >
          <div css={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
            {loadError && <Alert tone="danger">Doğrulama uygulamaları yüklenirken hata oluştu</Alert>}
            {factors === null && !loadError ? <Spinner /> : factors && (
                // The factor being enrolled shows in the panel below, not in the list.
                <FactorList factors={factors.filter((f) => f.id !== pending?.id)} onRemove={setRemoving} />
              )}
            {pending ? (
              <TotpEnrolment
                client={client}
                factor={pending}
                onVerified={() => {
                  setPending(null);
                  void load();
                }}
                onCancelled={() => {
                  setPending(null);
                  void load();
                }}
              />
            ) : (
              <div>
                <Button variant="primary" icon={verified.length ? Plus : ShieldCheck} loading={starting} onClick={() => void start()}>
                  {verified.length ? 'Başka Uygulama Ekle' : 'Uygulama Ekle'}
                </Button>
              </div>
            )}
          </div>
        </Card>
      </div>

      <ConfirmDialog
        open={removing !== null}
        title="Doğrulama uygulamasını kaldır"
        message={
          removing?.status === 'verified' && verified.length === 1
            ? 'Bu doğrulama uygulamasını kaldırmak istediğinizden emin misiniz? Kaldırdıktan sonra girişte kod istenmez.'
            : 'Bu doğrulama uygulamasını kaldırmak istediğinizden emin misiniz?'
        }
        confirmLabel="Kaldır"
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
