/**
 * The sign-in error toast: 'Giriş hatası: ' and the reason (spec part 1 §8). The Auth server
 * answers in English; the reasons staff can act on are said in Turkish, others passed through.
 */
interface AuthErrorLike {
  code?: string;
  status?: number;
  message?: string;
}

const REASONS: Record<string, string> = {
  invalid_credentials: 'E-posta adresi veya şifre hatalı.',
  over_request_rate_limit: 'Çok fazla deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.',
  user_banned: 'Bu hesap geçici olarak kullanıma kapatılmış.',
  email_not_confirmed: 'E-posta adresi henüz doğrulanmamış.',
  validation_failed: 'E-posta adresi ve şifre gerekli.',
};

export function signInErrorMessage(error: AuthErrorLike): string {
  const reason = (error.code && REASONS[error.code]) || (error.status === 429 ? REASONS.over_request_rate_limit : undefined);
  return `Giriş hatası: ${reason ?? (error.message || 'Bilinmeyen hata')}`;
}
