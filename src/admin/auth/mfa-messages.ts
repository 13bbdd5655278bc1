/** Turkish messages for the errors the Auth API gives while enrolling or verifying a TOTP code. */

interface AuthErrorLike {
  code?: string;
  status?: number;
  message?: string;
}

export const CODE_FORMAT_MESSAGE = 'Lütfen uygulamanızdaki 6 haneli kodu girin.';

export function mfaErrorMessage(error: AuthErrorLike): string {
  if (error.status === 429 || error.code === 'over_request_rate_limit') {
    return 'Çok fazla hatalı deneme yapıldı. Lütfen birkaç dakika sonra tekrar deneyin.';
  }
  switch (error.code) {
    case 'mfa_verification_failed':
      return 'Doğrulama kodu hatalı. Lütfen uygulamanızdaki güncel kodu girin.';
    case 'mfa_challenge_expired':
      return 'Doğrulamanın süresi doldu. Lütfen yeni kodu girin.';
    case 'mfa_factor_not_found':
      return 'Doğrulama uygulaması bulunamadı. Lütfen sayfayı yenileyin.';
    case 'insufficient_aal':
      return 'Bu işlem için önce doğrulama kodunuzla giriş yapmalısınız.';
    default:
      return `Doğrulama başarısız: ${error.message || 'Bilinmeyen hata'}`;
  }
}

/** A TOTP code as typed: digits only (spaces from copy-paste dropped), at most 6. */
export function cleanCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}
