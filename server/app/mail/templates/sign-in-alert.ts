/**
 * The warning to an account's owner when its sign-in limit for unknown browsers was reached
 * (sign-in-throttle.ts): someone is guessing the password. Sent at most once per window.
 */
import type { MailMessage } from '../message.ts';
import { renderLayout } from '../../../../supabase/functions/_shared/mail/layout.ts';

export function signInAlertMail(to: string, siteUrl: string, minutes: number): MailMessage {
  const subject = 'Hesabınıza çok sayıda hatalı giriş denemesi';
  const { text, html } = renderLayout({
    title: subject,
    blocks: [
      { kind: 'paragraph', text: 'Merhaba,' },
      {
        kind: 'paragraph',
        text: `Yönetim paneli hesabınız için kısa sürede çok sayıda hatalı şifre denendi. Güvenliğiniz için daha önce giriş yapmadığınız tarayıcılardan girişler ${minutes} dakika boyunca durduruldu.`,
      },
      { kind: 'paragraph', text: 'Daha önce giriş yaptığınız tarayıcıdan doğru şifrenizle girişiniz engellenmez.' },
      {
        kind: 'paragraph',
        text: 'Bu denemeleri siz yapmadıysanız şifrenizin güçlü olduğundan emin olun ve iki adımlı doğrulamayı açın. Şifrenizi değiştirdiğinizde diğer tüm oturumlar kapanır.',
      },
      { kind: 'button', label: 'Yönetim paneline git', url: `${siteUrl}/admin` },
    ],
  });
  return { to, subject, text, html, kind: 'sign-in-alert' };
}
