/**
 * /admin/sifre-belirle: where invitation and password-reset links land. It takes the session
 * the link brought (link-session.ts), asks for the authenticator code first when the account
 * has one (a password change needs aal2 then, as on Supabase), then the new password twice,
 * saves it with updateUser and opens the admin. An expired or used link says so in Turkish
 * and offers a new one.
 */
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider.tsx';
import { MIN_PASSWORD_LENGTH, newPasswordErrors, passwordErrorMessage } from '../auth/password-rules.ts';
import { ClientSetupError } from '../auth/ClientSetupError.tsx';
import { Alert } from '../ui/Alert.tsx';
import { Button, ButtonLink } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { TextField } from '../ui/TextField.tsx';
import { AuthCard } from './AuthCard.tsx';
import { forgetLinkInAddress, readLinkSession, type LinkKind } from './link-session.ts';
import { TotpCodeForm } from './TotpCodeForm.tsx';

type Phase = 'opening' | 'ready' | 'invalid';

export default function SetPasswordPage() {
  const { status, client, session, error } = useAuth();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  // Read during the first render, before anything can change the address.
  const [link] = useState(() => readLinkSession(window.location));
  const [kind, setKind] = useState<LinkKind>(link.kind === 'session' || link.kind === 'tokenHash' ? link.type : 'recovery');
  const [phase, setPhase] = useState<Phase>(link.kind === 'error' ? 'invalid' : 'opening');
  const opened = useRef(false);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (link.kind !== 'none' && link.kind !== 'error') forgetLinkInAddress();
    if (!client || opened.current || status === 'loading') return;
    opened.current = true;
    void (async () => {
      if (link.kind === 'session') {
        const { error: setError } = await client.auth.setSession({ access_token: link.accessToken, refresh_token: link.refreshToken });
        setPhase(setError ? 'invalid' : 'ready');
      } else if (link.kind === 'tokenHash') {
        const { error: verifyError } = await client.auth.verifyOtp({ token_hash: link.tokenHash, type: link.type });
        setPhase(verifyError ? 'invalid' : 'ready');
      } else if (link.kind === 'none') {
        // A reload after the link was used: the session it opened is still stored.
        setPhase(session ? 'ready' : 'invalid');
        setKind('recovery');
      }
    })();
  }, [client, link, session, status]);

  if (status === 'error') return <ClientSetupError error={error} />;

  const title = kind === 'invite' ? 'Hesabınızı etkinleştirin' : 'Yeni şifre belirleyin';

  if (phase === 'invalid') {
    return (
      <AuthCard title="Bağlantı geçersiz" subtitle="Şifre belirleme">
        <div data-testid="link-invalid" css={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
          <Alert tone="danger" title="Bu bağlantı artık geçerli değil">
            Bağlantının süresi dolmuş ya da daha önce kullanılmış. Yeni bir şifre sıfırlama bağlantısı isteyebilirsiniz; davet bağlantıları için
            yöneticinizden daveti yeniden göndermesini isteyin.
          </Alert>
          <ButtonLink to="/admin/login?sifre-sifirla=1" variant="primary" block>
            Yeni bağlantı iste
          </ButtonLink>
        </div>
      </AuthCard>
    );
  }

  if (phase === 'opening' || status === 'loading' || !client || !session) return <Spinner fullScreen label="Bağlantı doğrulanıyor..." />;

  if (status === 'mfaRequired') {
    return (
      <AuthCard title={title} subtitle="Önce doğrulama uygulamanızdaki kodu girin">
        <TotpCodeForm client={client} session={session} onVerified={() => undefined} onCancel={() => void client.auth.signOut().then(() => navigate('/admin/login'))} />
      </AuthCard>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const found = newPasswordErrors(password, repeat);
    setErrors(found);
    if (found.password || found.repeat) return;
    setSaving(true);
    try {
      const { error: saveError } = await client.auth.updateUser({ password });
      if (saveError) {
        enqueueSnackbar(passwordErrorMessage(saveError.code, saveError.message), { variant: 'error' });
        return;
      }
      enqueueSnackbar('Şifreniz kaydedildi', { variant: 'success' });
      navigate('/admin', { replace: true });
    } finally {
      setSaving(false);
    }
  };

  return (
    <AuthCard title={title} subtitle={title}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Şifre belirleme" css={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
        <p css={{ margin: 0, fontSize: '0.9rem' }}>
          {session.user.email} hesabı için yeni şifrenizi iki kez yazın (en az {MIN_PASSWORD_LENGTH} karakter).
        </p>
        <TextField
          label="Yeni şifre"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          autoFocus
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        <TextField
          label="Yeni şifre (tekrar)"
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          required
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={errors.repeat}
        />
        <Button type="submit" variant="primary" block loading={saving}>
          {saving ? 'Kaydediliyor...' : 'Şifreyi Kaydet'}
        </Button>
      </form>
    </AuthCard>
  );
}
