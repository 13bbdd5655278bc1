/** A brand colour (#rrggbb): the browser's colour picker beside the same value as a code to type. */
import type { WidgetProps } from '@rjsf/utils';
import { inputCss } from '../../ui/input-style.ts';

const HEX = /^#[0-9a-fA-F]{6}$/;

export function HexColorWidget(p: WidgetProps) {
  const value = (p.value as string | undefined) ?? '';
  return (
    <div css={{ display: 'flex', gap: '0.6rem', alignItems: 'center' }}>
      <input
        type="color"
        aria-label={`${p.label} seçici`}
        aria-controls={p.id}
        // The picker only understands complete #rrggbb codes; keep it still while one is typed.
        value={HEX.test(value) ? value.toLowerCase() : '#000000'}
        disabled={p.disabled || p.readonly}
        onChange={(e) => p.onChange(e.target.value)}
        css={(theme) => ({ width: 44, height: 40, padding: 2, border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.sm, background: theme.color.background, cursor: 'pointer', flexShrink: 0 })}
      />
      <input
        id={p.id}
        value={value}
        placeholder={p.placeholder || '#10b981'}
        maxLength={7}
        spellCheck={false}
        disabled={p.disabled || p.readonly}
        aria-invalid={p.rawErrors?.length ? true : undefined}
        aria-describedby={p.rawErrors?.length ? `${p.id}__error` : undefined}
        onChange={(e) => p.onChange(e.target.value === '' ? p.options.emptyValue : e.target.value)}
        onBlur={(e) => p.onBlur(p.id, e.target.value)}
        onFocus={(e) => p.onFocus(p.id, e.target.value)}
        css={(theme) => ({ ...inputCss(Boolean(p.rawErrors?.length))(theme), fontFamily: theme.font.mono })}
      />
    </div>
  );
}
