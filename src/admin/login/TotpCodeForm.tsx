/**
 * The second sign-in step: the 6-digit code of the user's authenticator app, verified with
 * challengeAndVerify against a verified TOTP factor. A wrong code keeps the step open with a
 * Turkish error; success raises the session to aal2 and the sign-in screen moves on.
 */
import type { Factor, Session } from '@supabase/supabase-js';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { CODE_FORMAT_MESSAGE, cleanCode, mfaErrorMessage } from '../auth/mfa-messages.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';

export interface TotpCodeFormProps {
  client: AdminClient;
  session: Session;
  onVerified: () => void;
  onCancel: () => void;
}

function verifiedTotp(factors: Factor[] | undefined): Factor[] {
  return (factors ?? []).filter((f) => f.factor_type === 'totp' && f.status === 'verified');
}

export function TotpCodeForm({ client, session, onVerified, onCancel }: TotpCodeFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [factors, setFactors] = useState<Factor[]>(() => verifiedTotp(session.user.factors));
  const [factorId, setFactorId] = useState<string>(() => verifiedTotp(session.user.factors)[0]?.id ?? '');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  // The stored session may predate a factor change: ask the server for the current list.
  useEffect(() => {
    let active = true;
    client.auth.mfa.listFactors().then(({ data, error: listError }) => {
      if (!active) return;
      if (listError) return console.error(listError);
      const fresh = data.totp.filter((f) => f.status === 'verified') as Factor[];
      setFactors(fresh);
      setFactorId((id) => (fresh.some((f) => f.id === id) ? id : (fresh[0]?.id ?? '')));
    }, console.error);
    return () => {
      active = false;
    };
  }, [client]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (running.current) return;
    if (!/^\d{6}$/.test(code)) {
      setError(CODE_FORMAT_MESSAGE);
      return;
    }
    if (!factorId) {
      setError('Doğrulama uygulaması bulunamadı. Lütfen sayfayı yenileyin.');
      return;
    }
    running.current = true;
    setSubmitting(true);
    try {
      const { error: verifyError } = await client.auth.mfa.challengeAndVerify({ factorId, code });
      if (verifyError) {
        setError(mfaErrorMessage(verifyError));
        setCode('');
        input.current?.focus();
        return;
      }
      enqueueSnackbar('Başarıyla giriş yapıldı', { variant: 'success' });
      onVerified();
    } catch (err) {
      console.error(err);
      setError('Beklenmeyen bir hata oluştu');
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  const cancel = async () => {
    onCancel();
    const { error: signOutError } = await client.auth.signOut({ scope: 'local' });
    if (signOutError) console.error(signOutError);
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate css={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <p css={{ margin: 0, fontSize: '0.925rem' }}>
        <strong>{session.user.email}</strong> hesabı için kimlik doğrulama uygulamanızdaki 6 haneli kodu girin.
      </p>
      {factors.length > 1 && (
        <label css={{ display: 'flex', flexDirection: 'column', gap: '0.35rem', fontSize: '0.875rem', fontWeight: 600 }}>
          Doğrulama uygulaması
          <select
            value={factorId}
            onChange={(e) => setFactorId(e.target.value)}
            css={(theme) => ({
              padding: '0.55rem 0.6rem',
              background: theme.color.background,
              color: theme.color.text,
              border: `1px solid ${theme.color.border}`,
              borderRadius: theme.radius.sm,
            })}
          >
            {factors.map((f) => (
              <option key={f.id} value={f.id}>
                {f.friendly_name || 'Kimlik doğrulama uygulaması'}
              </option>
            ))}
          </select>
        </label>
      )}
      <TextField
        ref={input}
        label="Doğrulama kodu"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        required
        autoFocus
        value={code}
        onChange={(e) => {
          setCode(cleanCode(e.target.value));
          setError(undefined);
        }}
        placeholder="123456"
        css={{ letterSpacing: '0.3em' }}
      />
      {error && <Alert tone="danger">{error}</Alert>}
      <Button type="submit" variant="primary" block loading={submitting}>
        {submitting ? 'Doğrulanıyor...' : 'Doğrula'}
      </Button>
      <Button variant="ghost" block onClick={() => void cancel()} disabled={submitting}>
        Farklı bir hesapla giriş yap
      </Button>
    </form>
  );
}
