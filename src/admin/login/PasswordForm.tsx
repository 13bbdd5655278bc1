/**
 * The password step of the sign-in (spec part 1 §2, §5, §8): both fields required, a
 * show/hide toggle, 'Giriş Yap' / 'Giriş yapılıyor...', and a second submit is ignored while
 * one runs. A refused sign-in is said in the form, above the button, until the next attempt
 * (never a toast that outlives the screen: a stale 'Giriş hatası' over the dashboard after a
 * successful sign-in). Success toasts here only when no authenticator code is needed.
 */
import { Eye, EyeOff } from 'lucide-react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useRef, useState, type FormEvent } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button, IconButton } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';
import { signInErrorMessage } from '../auth/sign-in-messages.ts';

interface Errors {
  email?: string;
  password?: string;
}

export function PasswordForm({ client, onSecondFactor }: { client: AdminClient; onSecondFactor: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  // Why the last attempt failed; cleared when the next one starts.
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second submit in the same tick must see the first one.
  const running = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (running.current) return;
    setFailure(null);
    const found: Errors = {};
    if (!email.trim()) found.email = 'E-posta adresi gerekli';
    if (!password) found.password = 'Şifre gerekli';
    setErrors(found);
    if (found.email || found.password) return;

    running.current = true;
    setSubmitting(true);
    try {
      const { error } = await client.auth.signInWithPassword({ email: email.trim(), password });
      if (error) {
        setFailure(signInErrorMessage(error));
        return;
      }
      const { data: aal, error: aalError } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
      if (aalError) throw aalError;
      if (aal.nextLevel === 'aal2' && aal.currentLevel === 'aal1') {
        onSecondFactor();
        return;
      }
      enqueueSnackbar('Başarıyla giriş yapıldı', { variant: 'success' });
    } catch (err) {
      console.error(err);
      setFailure('Beklenmeyen bir hata oluştu');
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate css={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <TextField
        label="E-posta"
        type="email"
        name="email"
        autoComplete="username"
        required
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        placeholder="ornek@ajans.com"
      />
      <TextField
        label="Şifre"
        type={showPassword ? 'text' : 'password'}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        end={
          <IconButton
            icon={showPassword ? EyeOff : Eye}
            label={showPassword ? 'Şifreyi gizle' : 'Şifreyi göster'}
            aria-pressed={showPassword}
            size="sm"
            onClick={() => setShowPassword((v) => !v)}
          />
        }
      />
      {failure && <Alert tone="danger">{failure}</Alert>}
      <Button type="submit" variant="primary" block loading={submitting}>
        {submitting ? 'Giriş yapılıyor...' : 'Giriş Yap'}
      </Button>
    </form>
  );
}
