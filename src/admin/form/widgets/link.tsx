/**
 * A button's or link's address: typed (/contact, https://…) or, under "Sayfadaki bölüm", one of
 * the anchors of this page's blocks, inserted as `#anchor`.
 */
import type { WidgetProps } from '@rjsf/utils';
import { inputCss } from '../../ui/input-style.ts';
import { usePageAnchors } from './blocks/page-anchors.tsx';

export function LinkWidget(p: WidgetProps) {
  const anchors = usePageAnchors();
  const value = (p.value as string | undefined) ?? '';
  return (
    <div css={{ display: 'grid', gap: '0.4rem' }}>
      <input
        id={p.id}
        type="text"
        value={value}
        placeholder={p.placeholder}
        disabled={p.disabled || p.readonly}
        aria-invalid={p.rawErrors?.length ? true : undefined}
        aria-describedby={p.rawErrors?.length ? `${p.id}__error` : undefined}
        onChange={(e) => p.onChange(e.target.value === '' ? p.options.emptyValue : e.target.value)}
        onBlur={(e) => p.onBlur(p.id, e.target.value)}
        onFocus={(e) => p.onFocus(p.id, e.target.value)}
        css={inputCss(Boolean(p.rawErrors?.length))}
      />
      {anchors.length > 0 && (
        <select
          aria-label="Sayfadaki bölüm"
          value={value.startsWith('#') && anchors.includes(value.slice(1)) ? value : ''}
          disabled={p.disabled || p.readonly}
          onChange={(e) => e.target.value && p.onChange(e.target.value)}
          css={inputCss(false)}
        >
          <option value="">Sayfadaki bölüm…</option>
          {anchors.map((a) => (
            <option key={a} value={`#${a}`}>
              #{a}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
