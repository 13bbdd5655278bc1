/**
 * The services a visitor can pick on the contact form, with their Turkish labels. Here rather
 * than in schema/contact-messages.ts (which re-exports it) because the lead e-mail, composed
 * by an Edge Function, shows the labels, and a function can read only supabase/functions.
 */
export const CONTACT_SERVICE_OPTIONS = [
  { value: 'web-development', label: 'Web Geliştirme' },
  { value: 'digital-marketing', label: 'Dijital Pazarlama' },
  { value: 'seo', label: 'SEO' },
  { value: 'graphic-design', label: 'Grafik Tasarım' },
  { value: 'social-media', label: 'Sosyal Medya' },
  { value: 'content-creation', label: 'İçerik Üretimi' },
] as const;
