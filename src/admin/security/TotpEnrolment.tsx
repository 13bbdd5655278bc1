/**
 * Adding an authenticator app: the QR code and the secret of a fresh (unverified) TOTP factor,
 * then the first 6-digit code, which verifies the factor and raises this session to aal2.
 * Cancelling removes the unverified factor again.
 */
import { Copy } from 'lucide-react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useRef, useState, type FormEvent } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { CODE_FORMAT_MESSAGE, cleanCode, mfaErrorMessage } from '../auth/mfa-messages.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { qrImageSrc } from './qr-image-src.ts';

export interface PendingFactor {
  id: string;
  qrCode: string;
  secret: string;
}

export interface TotpEnrolmentProps {
  client: AdminClient;
  factor: PendingFactor;
  onVerified: () => void;
  onCancelled: () => void;
}

export function TotpEnrolment({ client, factor, onVerified, onCancelled }: TotpEnrolmentProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (running.current) return;
    if (!/^\d{6}$/.test(code)) {
      setError(CODE_FORMAT_MESSAGE);
      return;
    }
    running.current = true;
    setBusy(true);
    try {
      const { error: verifyError } = await client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
      if (verifyError) {
        setError(mfaErrorMessage(verifyError));
        setCode('');
        return;
      }
      enqueueSnackbar('İki adımlı doğrulama etkinleştirildi', { variant: 'success' });
      onVerified();
    } catch (err) {
      console.error(err);
      enqueueSnackbar('Beklenmeyen bir hata oluştu', { variant: 'error' });
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const cancel = async () => {
    setBusy(true);
    const { error: unenrollError } = await client.auth.mfa.unenroll({ factorId: factor.id });
    if (unenrollError) console.error(unenrollError);
    setBusy(false);
    onCancelled();
  };

  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(factor.secret);
      enqueueSnackbar('Anahtar kopyalandı', { variant: 'success' });
    } catch {
      enqueueSnackbar('Kopyalanamadı; anahtarı elle seçip kopyalayın', { variant: 'warning' });
    }
  };

  return (
    <div
      data-testid="totp-enrolment"
      css={(theme) => ({
        display: 'grid',
        gap: '1.5rem',
        padding: '1.25rem',
        border: `1px solid ${theme.color.border}`,
        borderRadius: theme.radius.md,
        background: theme.color.background,
        [theme.mq.md]: { gridTemplateColumns: 'auto minmax(0, 1fr)' },
      })}
    >
      <div css={{ justifySelf: 'center' }}>
        <img
          src={qrImageSrc(factor.qrCode)}
          alt="Kimlik doğrulama uygulaması için QR kodu"
          width={200}
          height={200}
          css={{ display: 'block', background: '#ffffff', padding: 8, borderRadius: 8 }}
        />
      </div>
      <form onSubmit={(e) => void verify(e)} noValidate css={{ display: 'flex', flexDirection: 'column', gap: '1rem', minWidth: 0 }}>
        <ol css={{ margin: 0, paddingLeft: '1.2rem', display: 'flex', flexDirection: 'column', gap: '0.4rem', fontSize: '0.9rem' }}>
          <li>Telefonunuzda bir kimlik doğrulama uygulaması açın (Google Authenticator, Microsoft Authenticator, 1Password vb.).</li>
          <li>QR kodunu okutun ya da aşağıdaki anahtarı elle girin.</li>
          <li>Uygulamanın gösterdiği 6 haneli kodu yazıp doğrulayın.</li>
        </ol>
        <div>
          <p css={(theme) => ({ margin: '0 0 0.3rem', fontSize: '0.8rem', color: theme.color.textMuted })}>Gizli anahtar</p>
          <div css={{ display: 'flex', alignItems: 'center', gap: '0.5rem', flexWrap: 'wrap' }}>
            <code
              data-testid="totp-secret"
              css={(theme) => ({
                fontFamily: theme.font.mono,
                fontSize: '0.9rem',
                padding: '0.35rem 0.6rem',
                borderRadius: theme.radius.sm,
                background: theme.color.surfaceAlt,
                overflowWrap: 'anywhere',
                userSelect: 'all',
              })}
            >
              {factor.secret}
            </code>
            <Button size="sm" icon={Copy} onClick={() => void copySecret()}>
              Kopyala
            </Button>
          </div>
        </div>
        <TextField
          label="Doğrulama kodu"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          required
          value={code}
          onChange={(e) => {
            setCode(cleanCode(e.target.value));
            setError(undefined);
          }}
          placeholder="123456"
        />
        {error && <Alert tone="danger">{error}</Alert>}
        <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <Button type="submit" variant="primary" loading={busy}>
            {busy ? 'Doğrulanıyor...' : 'Doğrula ve Etkinleştir'}
          </Button>
          <Button variant="ghost" onClick={() => void cancel()} disabled={busy}>
            İptal
          </Button>
        </div>
      </form>
    </div>
  );
}
