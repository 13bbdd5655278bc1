/**
 * A date and time in Istanbul time (the browser's native picker, in Turkish with the page's
 * `lang`), stored as an instant; empty is null. "Temizle" empties it.
 */
import type { WidgetProps } from '@rjsf/utils';
import { fromIstanbulInput, toIstanbulInput } from '../../../lib/istanbul-time.ts';
import { inputCss } from '../../ui/input-style.ts';

export function DateTimeWidget(p: WidgetProps) {
  const local = toIstanbulInput(p.value as string | null | undefined);
  const zoneId = `${p.id}__zone`;
  const describedBy = [zoneId, p.rawErrors?.length ? `${p.id}__error` : undefined].filter(Boolean).join(' ');
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: '0.5rem', flexWrap: 'wrap' }}>
      <input
        id={p.id}
        type="datetime-local"
        lang="tr"
        value={local}
        disabled={p.disabled || p.readonly}
        aria-invalid={p.rawErrors?.length ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => p.onChange(e.target.value === '' ? undefined : (fromIstanbulInput(e.target.value) ?? undefined))}
        onBlur={(e) => p.onBlur(p.id, e.target.value)}
        onFocus={(e) => p.onFocus(p.id, e.target.value)}
        css={(theme) => ({ ...inputCss(Boolean(p.rawErrors?.length))(theme), flex: '1 1 12rem', width: 'auto', colorScheme: 'dark' })}
      />
      <span id={zoneId} css={(theme) => ({ fontSize: '0.8rem', color: theme.color.textMuted })}>
        İstanbul saati
      </span>
      {local && !(p.disabled || p.readonly) && (
        <button
          type="button"
          aria-label={`Temizle: ${p.label || 'Tarih'}`}
          onClick={() => p.onChange(undefined)}
          css={(theme) => ({ border: 'none', background: 'none', color: theme.color.primary, cursor: 'pointer', font: 'inherit', fontSize: '0.85rem', padding: '0.25rem' })}
        >
          Temizle
        </button>
      )}
    </div>
  );
}
