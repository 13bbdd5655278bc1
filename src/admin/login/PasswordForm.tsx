/**
 * The password step of the sign-in (spec part 1 §2, §5, §8): both fields required, a
 * show/hide toggle, 'Giriş Yap' / 'Giriş yapılıyor...', and a second submit is ignored while
 * one runs. Success toasts here only when no authenticator code is needed.
 */
import { Eye, EyeOff } from 'lucide-react';
import { useSnackbar } from 'notistack';
import { useRef, useState, type FormEvent } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
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
  const [submitting, setSubmitting] = useState(false);
  // A ref, not state: a second submit in the same tick must see the first one.
  const running = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (running.current) return;
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
        enqueueSnackbar(signInErrorMessage(error), { variant: 'error' });
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
      enqueueSnackbar('Beklenmeyen bir hata oluştu', { variant: 'error' });
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
      <Button type="submit" variant="primary" block loading={submitting}>
        {submitting ? 'Giriş yapılıyor...' : 'Giriş Yap'}
      </Button>
    </form>
  );
}
