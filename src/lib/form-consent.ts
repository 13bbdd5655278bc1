/**
 * What the public forms tell the visitor and store with what they send, as the consent record
 * KVKK asks for (newsletter_subscribers.consent_text, contact_messages.consent_text; the record's
 * time is the row's own). Change a wording here only: new submissions then record the new
 * text, earlier ones keep what they were shown.
 */
export const NEWSLETTER_CONSENT_TEXT =
  'Abone olarak e-posta adresimin bülten gönderimi için işlenmesine onay veriyorum. Onayımı her e-postadaki bağlantıyla geri alabilirim.';

/**
 * The contact form's disclosure (aydınlatma metni), shown above its button until the site's
 * settings are loaded; staff edit it as site_settings.contact_disclosure_text, whose default
 * is this text (tests/unit/form-consent.test.ts keeps them equal).
 */
export const CONTACT_DISCLOSURE_TEXT =
  'Bu formla gönderdiğiniz kişisel verileriniz (ad, e-posta, telefon, şirket ve mesajınız) yalnızca talebinize yanıt vermek amacıyla, 6698 sayılı KVKK uyarınca işlenir ve saklama süresi sonunda silinir. Ayrıntılar için gizlilik politikamızı okuyabilirsiniz.';
