/**
 * /admin/login: e-mail and password, then, when the account has a verified authenticator app,
 * the 6-digit code. A fully signed-in user is sent on to the admin (or back to the page the
 * guard sent them away from).
 */
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LayoutDashboard } from 'lucide-react';
import { useAuth } from '../auth/AuthProvider.tsx';
import type { ReturnState } from '../auth/RequireAuth.tsx';
import { ClientSetupError } from '../auth/ClientSetupError.tsx';
import { Spinner } from '../ui/Spinner.tsx';
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

  if (status === 'loading') return <Spinner fullScreen label="Oturum kontrol ediliyor..." />;
  if (status === 'error' || !client) return <ClientSetupError error={error} />;
  if (status === 'signedIn' && !codeStep) return <Navigate to={returnPath(location.state)} replace />;

  const askCode = status === 'mfaRequired' || (codeStep && status !== 'signedOut');
  return (
    <main css={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '2rem 1rem' }}>
      <title>Giriş Yap | Yönetim Paneli</title>
      <div
        css={(theme) => ({
          width: '100%',
          maxWidth: 420,
          background: theme.color.surface,
          border: `1px solid ${theme.color.border}`,
          borderRadius: theme.radius.lg,
          boxShadow: theme.shadow.lg,
          padding: '2rem',
        })}
      >
        <div css={{ textAlign: 'center', marginBottom: '1.75rem' }}>
          <span
            aria-hidden="true"
            css={(theme) => ({
              display: 'inline-flex',
              padding: '0.75rem',
              borderRadius: theme.radius.md,
              background: `color-mix(in srgb, ${theme.color.primary} 18%, transparent)`,
              color: theme.color.primary,
            })}
          >
            <LayoutDashboard size={28} />
          </span>
          <h1 css={{ margin: '0.75rem 0 0.25rem', fontSize: '1.5rem' }}>Yönetim Paneli</h1>
          <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
            {askCode ? 'İki adımlı doğrulama' : 'Devam etmek için giriş yapın'}
          </p>
        </div>
        {askCode && session ? (
          <TotpCodeForm
            client={client}
            session={session}
            onVerified={() => setCodeStep(false)}
            onCancel={() => setCodeStep(false)}
          />
        ) : (
          <PasswordForm client={client} onSecondFactor={() => setCodeStep(true)} />
        )}
        <p css={{ margin: '1.5rem 0 0', textAlign: 'center', fontSize: '0.875rem' }}>
          <a href="/" css={(theme) => ({ color: theme.color.textMuted })}>
            Siteye dön
          </a>
        </p>
      </div>
    </main>
  );
}
