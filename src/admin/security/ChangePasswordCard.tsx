/**
 * "Şifremi değiştir": the current password (re-checked by signing in with it), the new one
 * twice. The new password is saved with `auth.updateUser({ password })`, which keeps this
 * session and ends every other one (see docs/operations.md, "Sign-in limits and sessions").
 */
import { KeyRound } from 'lucide-react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useState, type FormEvent } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { MIN_PASSWORD_LENGTH, newPasswordErrors, passwordErrorMessage } from '../auth/password-rules.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { TextField } from '../ui/TextField.tsx';
import { checkCurrentPassword } from './current-password.ts';

interface Errors {
  current?: string;
  password?: string;
  repeat?: string;
}

const CHECK_ERRORS = {
  wrong: 'Mevcut şifre yanlış',
  'too-many': 'Çok fazla hatalı deneme; birkaç dakika sonra yeniden deneyin',
  failed: 'Mevcut şifre doğrulanamadı; yeniden deneyin',
} as const;

export function ChangePasswordCard({ client, email }: { client: AdminClient; email: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    const found: Errors = { ...newPasswordErrors(password, repeat), ...(current ? {} : { current: 'Mevcut şifre gerekli' }) };
    setErrors(found);
    if (found.current || found.password || found.repeat) return;
    setSaving(true);
    try {
      const check = await checkCurrentPassword(email, current);
      if (check !== 'ok') {
        setErrors({ current: CHECK_ERRORS[check] });
        return;
      }
      const { error } = await client.auth.updateUser({ password });
      if (error) {
        if (error.code === 'weak_password' || error.code === 'same_password') setErrors({ password: passwordErrorMessage(error.code, error.message) });
        else if (error.code === 'session_not_found') enqueueSnackbar('Oturumunuz sona erdi; yeniden giriş yapın.', { variant: 'error' });
        else enqueueSnackbar(passwordErrorMessage(error.code, error.message), { variant: 'error' });
        return;
      }
      setCurrent('');
      setPassword('');
      setRepeat('');
      enqueueSnackbar('Şifreniz değiştirildi; diğer cihazlardaki oturumlar kapatıldı', { variant: 'success' });
    } catch (err) {
      console.error(err);
      enqueueSnackbar('Beklenmeyen bir hata oluştu', { variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title="Şifremi Değiştir" description={`Yeni şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalı. Değiştirdiğinizde diğer cihazlardaki oturumlarınız kapanır.`}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-label="Şifremi değiştir" css={{ display: 'flex', flexDirection: 'column', gap: '1rem', maxWidth: 420 }}>
        {/* Lets password managers match the fields to the account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          label="Mevcut şifre"
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.current}
        />
        <TextField
          label="Yeni şifre"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
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
        <div>
          <Button type="submit" variant="primary" icon={KeyRound} loading={saving}>
            {saving ? 'Kaydediliyor...' : 'Şifreyi Değiştir'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
