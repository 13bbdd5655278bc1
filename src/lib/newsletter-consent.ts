/**
 * The consent shown under every newsletter form and stored with each sign-up as its consent
 * record (newsletter_subscribers.consent_text, KVKK). Change the wording here only: new
 * sign-ups then record the new text, earlier ones keep what they were shown.
 */
export const NEWSLETTER_CONSENT_TEXT =
  'Abone olarak e-posta adresimin bülten gönderimi için işlenmesine onay veriyorum. Onayımı her e-postadaki bağlantıyla geri alabilirim.';
