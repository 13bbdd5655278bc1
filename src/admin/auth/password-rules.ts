/**
 * What the admin asks of a new password, and the Auth server's refusals of one in Turkish;
 * shared by the set-password page (links) and "Şifremi değiştir" (Güvenlik).
 */
export const MIN_PASSWORD_LENGTH = 8;

export function passwordErrorMessage(code: string | undefined, message: string): string {
  if (code === 'same_password') return 'Yeni şifre eskisiyle aynı olamaz.';
  if (code === 'weak_password') return 'Şifre çok zayıf; daha uzun bir şifre seçin.';
  if (code === 'insufficient_aal') return 'Önce doğrulama uygulamanızdaki kodu girin.';
  if (code === 'session_not_found' || code === 'bad_jwt') return 'Oturumun süresi doldu; yeni bir bağlantı isteyin.';
  return `Şifre kaydedilemedi: ${message}`;
}

/** The new password twice: the Turkish error of each field, none when both are fine. */
export function newPasswordErrors(password: string, repeat: string): { password?: string; repeat?: string } {
  const found: { password?: string; repeat?: string } = {};
  if (!password) found.password = 'Şifre gerekli';
  else if (password.length < MIN_PASSWORD_LENGTH) found.password = `Şifre en az ${MIN_PASSWORD_LENGTH} karakter olmalı`;
  if (!repeat) found.repeat = 'Şifreyi tekrar girin';
  else if (password && repeat !== password) found.repeat = 'Şifreler eşleşmiyor';
  return found;
}
