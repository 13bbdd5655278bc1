/**
 * "Şifremi unuttum": asks for the e-mail and sends the reset link. The answer is the same
 * whether or not the address has an account (the server tells nobody which e-mails exist);
 * only a rate limit is said as such. The link lands on /admin/sifre-belirle.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { MAIL_NOT_SENT, mailDelivery } from '../data/mail-delivery.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { TextField } from '../ui/TextField.tsx';

export const RESET_SENT_TEXT =
  'Bu e-posta adresi bir hesaba aitse şifre sıfırlama bağlantısı gönderildi. Gelen kutunuzu (ve gereksiz klasörünü) kontrol edin; bağlantı 1 saat geçerlidir.';

/** The same for every address (it tells nothing about accounts): no e-mail leaves this server. */
export const RESET_NOT_SENT_TEXT = `${MAIL_NOT_SENT}. Sunucuda SMTP ayarlanmadığı için sıfırlama bağlantısı e-postayla gelmez; bir yönetici bağlantıyı yönetim panelindeki "E-posta kutusu"ndan verebilir.`;

export function ForgotPasswordForm({ client, onBack }: { client: AdminClient; onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [result, setResult] = useState<{ tone: 'success' | 'warning'; text: string }>();
  const [sending, setSending] = useState(false);
  const running = useRef(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (running.current) return;
    const address = email.trim();
    if (!address) {
      setError('E-posta adresi gerekli');
      return;
    }
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) {
      setError('Geçerli bir e-posta adresi girin');
      return;
    }
    setError(undefined);
    running.current = true;
    setSending(true);
    try {
      const { error: sendError } = await client.auth.resetPasswordForEmail(address, {
        redirectTo: `${window.location.origin}/admin/sifre-belirle`,
      });
      if (sendError?.status === 429) {
        setResult({ tone: 'warning', text: 'Çok fazla istek gönderildi. Lütfen bir dakika sonra tekrar deneyin.' });
      } else {
        if (sendError) console.error(sendError);
        setResult((await mailDelivery()) === 'outbox' ? { tone: 'warning', text: RESET_NOT_SENT_TEXT } : { tone: 'success', text: RESET_SENT_TEXT });
      }
    } finally {
      running.current = false;
      setSending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Şifre sıfırlama" css={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <p css={{ margin: 0, fontSize: '0.9rem' }}>Hesabınızın e-posta adresini yazın; şifrenizi yenilemeniz için bir bağlantı gönderelim.</p>
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <TextField
        label="E-posta"
        type="email"
        name="email"
        autoComplete="username"
        required
        autoFocus
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
        placeholder="ornek@ajans.com"
      />
      <Button type="submit" variant="primary" block loading={sending}>
        {sending ? 'Gönderiliyor...' : 'Sıfırlama Bağlantısı Gönder'}
      </Button>
      <Button variant="ghost" block onClick={onBack}>
        Girişe dön
      </Button>
    </form>
  );
}
