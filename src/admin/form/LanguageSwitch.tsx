/**
 * The editor's language tabs, "Türkçe / İngilizce" (schema/languages.ts, adminName): the
 * default language edits the item itself, another one its translation. A translation needs
 * the item: while it is new (not saved yet) only the default language can be chosen.
 */
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../../schema/languages.ts';

export const LANGUAGE_SWITCH_TEXTS = {
  label: 'Düzenleme dili',
  saveFirst: 'Çeviri, kayıt önce Türkçe kaydedildikten sonra eklenebilir.',
} as const;

export function LanguageSwitch({ value, onChange, itemExists }: { value: string; onChange: (code: string) => void; itemExists: boolean }) {
  return (
    <div role="tablist" aria-label={LANGUAGE_SWITCH_TEXTS.label} css={(theme) => ({ display: 'flex', gap: '0.25rem', marginBottom: '1rem', borderBottom: `1px solid ${theme.color.border}` })}>
      {LANGUAGES.map((l) => {
        const selected = value === l.code;
        const disabled = !itemExists && l.code !== DEFAULT_LANGUAGE;
        return (
          <button
            key={l.code}
            type="button"
            role="tab"
            lang="tr"
            aria-selected={selected}
            disabled={disabled}
            title={disabled ? LANGUAGE_SWITCH_TEXTS.saveFirst : undefined}
            onClick={() => onChange(l.code)}
            css={(theme) => ({
              all: 'unset',
              cursor: disabled ? 'not-allowed' : 'pointer',
              opacity: disabled ? 0.5 : 1,
              padding: '0.5rem 0.9rem',
              marginBottom: -1,
              borderBottom: `2px solid ${selected ? theme.color.primary : 'transparent'}`,
              fontWeight: selected ? 600 : 400,
              '&:focus-visible': { outline: `2px solid ${theme.color.primary}` },
            })}
          >
            {l.adminName}
          </button>
        );
      })}
    </div>
  );
}
