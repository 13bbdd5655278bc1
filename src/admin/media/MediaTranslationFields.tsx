/**
 * A file's texts in each other language (use-media-translations.ts), under the Turkish ones
 * in the media detail: "İngilizce" with its alt text, caption and description. English pages
 * show the English alt text; an empty one leaves the Turkish text there.
 */
import { TRANSLATION_LANGUAGES } from '../../../schema/languages.ts';
import { resource } from '../../../generated/admin/media.ts';
import { Alert } from '../ui/Alert.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { TextField } from '../ui/TextField.tsx';
import type { MediaTranslations } from './use-media-translations.ts';

export const MEDIA_TRANSLATION_TEXTS = {
  hint: 'Boş bırakılırsa bu dildeki sayfalarda Türkçe metin kullanılır.',
  loadError: 'Diğer dillerdeki metinler yüklenemedi; bu dosyanın yalnızca Türkçe metinleri kaydedilir.',
} as const;

export function MediaTranslationFields({ translations }: { translations: MediaTranslations }) {
  if (translations.failed) return <Alert tone="warning">{MEDIA_TRANSLATION_TEXTS.loadError}</Alert>;
  if (!translations.loaded) return null;
  const title = (field: 'alt_text' | 'caption' | 'description', fallback: string) => resource.fieldTitles[field] ?? fallback;
  return (
    <>
      {TRANSLATION_LANGUAGES.map((l) => {
        const texts = translations.texts(l.code);
        return (
          <fieldset key={l.code} css={(theme) => ({ display: 'grid', gap: '0.75rem', border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md, padding: '0.75rem 1rem', margin: 0 })}>
            <legend css={{ fontWeight: 600, padding: '0 0.25rem' }}>{l.adminName}</legend>
            <TextField
              label={`${title('alt_text', 'Alternatif metin')} (${l.adminName})`}
              hint={MEDIA_TRANSLATION_TEXTS.hint}
              lang={l.code}
              value={texts.alt_text}
              onChange={(e) => translations.set(l.code, 'alt_text', e.target.value)}
              maxLength={resource.fieldLimits.alt_text?.maxLength}
            />
            <TextField lang={l.code} label={`${title('caption', 'Alt yazı')} (${l.adminName})`} value={texts.caption} onChange={(e) => translations.set(l.code, 'caption', e.target.value)} maxLength={resource.fieldLimits.caption?.maxLength} />
            <TextArea lang={l.code} label={`${title('description', 'Açıklama')} (${l.adminName})`} rows={2} value={texts.description} onChange={(e) => translations.set(l.code, 'description', e.target.value)} maxLength={resource.fieldLimits.description?.maxLength} />
          </fieldset>
        );
      })}
    </>
  );
}
