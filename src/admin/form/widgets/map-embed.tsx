/** The contact page's map code: a monospace textarea that says at once whether the site will show it. */
import type { WidgetProps } from '@rjsf/utils';
import { inputCss } from '../../ui/input-style.ts';
import { MapEmbedNote } from './MapEmbedNote.tsx';

export function MapEmbedWidget(p: WidgetProps) {
  const value = (p.value as string | undefined) ?? '';
  return (
    <>
      <textarea
        id={p.id}
        rows={(p.options.rows as number | undefined) ?? 4}
        value={value}
        placeholder={p.placeholder}
        spellCheck={false}
        disabled={p.disabled || p.readonly}
        aria-invalid={p.rawErrors?.length ? true : undefined}
        aria-describedby={`${p.id}__note`}
        onChange={(e) => p.onChange(e.target.value === '' ? p.options.emptyValue : e.target.value)}
        onBlur={(e) => p.onBlur(p.id, e.target.value)}
        onFocus={(e) => p.onFocus(p.id, e.target.value)}
        css={(theme) => ({ ...inputCss(Boolean(p.rawErrors?.length))(theme), fontFamily: theme.font.mono, resize: 'vertical' })}
      />
      <p id={`${p.id}__note`} css={{ margin: 0, fontSize: '0.8rem' }}>
        <MapEmbedNote code={value} />
      </p>
    </>
  );
}
