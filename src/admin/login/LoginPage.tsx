/**
 * /admin/login: e-mail and password, then, when the account has a verified authenticator app,
 * the 6-digit code; or "Şifremi unuttum" (a reset link by e-mail). A fully signed-in user is
 * sent on to the admin (or back to the page the guard sent them away from).
 */
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '../auth/AuthProvider.tsx';
import type { ReturnState } from '../auth/RequireAuth.tsx';
import { ClientSetupError } from '../auth/ClientSetupError.tsx';
import { Button } from '../ui/Button.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { AuthCard } from './AuthCard.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { TotpCodeForm } from './TotpCodeForm.tsx';

function returnPath(state: unknown): string {
  const from = (state as ReturnState | null)?.from;
  return from && from.startsWith('/admin') && !from.startsWith('/admin/login') ? from : '/admin';
}

export default function LoginPage() {
  const { status, client, session, error } = useAuth();
  const location = useLocation();
  // Set when the password step learns (from the API) that a code is needed; the auth state
  // says the same once the session is stored, this just avoids a flash of the admin.
  const [codeStep, setCodeStep] = useState(false);
  // "Şifremi unuttum", also opened by the set-password page's "Yeni bağlantı iste".
  const [forgot, setForgot] = useState(() => new URLSearchParams(location.search).has('sifre-sifirla'));

  if (status === 'loading') return <Spinner fullScreen label="Oturum kontrol ediliyor..." />;
  if (status === 'error' || !client) return <ClientSetupError error={error} />;
  if (status === 'signedIn' && !codeStep) return <Navigate to={returnPath(location.state)} replace />;

  const askCode = status === 'mfaRequired' || (codeStep && status !== 'signedOut');
  const subtitle = askCode ? 'İki adımlı doğrulama' : forgot ? 'Şifremi unuttum' : 'Devam etmek için giriş yapın';
  return (
    <AuthCard title={forgot && !askCode ? 'Şifremi unuttum' : 'Giriş Yap'} subtitle={subtitle}>
      {askCode && session ? (
        <TotpCodeForm client={client} session={session} onVerified={() => setCodeStep(false)} onCancel={() => setCodeStep(false)} />
      ) : forgot ? (
        <ForgotPasswordForm client={client} onBack={() => setForgot(false)} />
      ) : (
        <>
          <PasswordForm client={client} onSecondFactor={() => setCodeStep(true)} />
          <p css={{ margin: '1rem 0 0', textAlign: 'center' }}>
            <Button variant="ghost" size="sm" onClick={() => setForgot(true)}>
              Şifremi unuttum
            </Button>
          </p>
        </>
      )}
    </AuthCard>
  );
}
