/** The plain widgets: textarea, HTML source, select, checkbox, number, rating, slug. */
import { getTemplate, type WidgetProps } from '@rjsf/utils';
import { Star } from 'lucide-react';
import { inputCss } from '../../ui/input-style.ts';
import { CharacterCount } from '../../ui/TextArea.tsx';

const describedBy = (p: WidgetProps) => (p.rawErrors?.length ? `${p.id}__error` : undefined);

export function TextareaWidget(p: WidgetProps) {
  const rows = (p.options.rows as number | undefined) ?? 4;
  // The advised length range (`advised` of the form field): a counter under the text.
  const advised = p.options.advised as { min: number; max: number } | undefined;
  const area = (
    <textarea
      id={p.id}
      rows={rows}
      value={(p.value as string | undefined) ?? ''}
      placeholder={p.placeholder}
      disabled={p.disabled || p.readonly}
      aria-invalid={p.rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(p)}
      onChange={(e) => p.onChange(e.target.value === '' ? p.options.emptyValue : e.target.value)}
      onBlur={(e) => p.onBlur(p.id, e.target.value)}
      onFocus={(e) => p.onFocus(p.id, e.target.value)}
      css={(theme) => ({ ...inputCss(Boolean(p.rawErrors?.length))(theme), resize: 'vertical' })}
    />
  );
  if (!advised) return area;
  return (
    <>
      {area}
      <CharacterCount length={typeof p.value === 'string' ? p.value.length : 0} advised={advised} />
    </>
  );
}

/** Raw HTML (project and page content): a monospace source editor. */
export function HtmlWidget(p: WidgetProps) {
  return (
    <textarea
      id={p.id}
      rows={(p.options.rows as number | undefined) ?? 10}
      spellCheck={false}
      value={(p.value as string | undefined) ?? ''}
      disabled={p.disabled || p.readonly}
      aria-invalid={p.rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(p)}
      onChange={(e) => p.onChange(e.target.value === '' ? p.options.emptyValue : e.target.value)}
      onBlur={(e) => p.onBlur(p.id, e.target.value)}
      onFocus={(e) => p.onFocus(p.id, e.target.value)}
      css={(theme) => ({ ...inputCss(Boolean(p.rawErrors?.length))(theme), fontFamily: theme.font.mono, fontSize: '0.85rem', resize: 'vertical' })}
    />
  );
}

export function SelectWidget(p: WidgetProps) {
  const options = (p.options.enumOptions ?? []) as { value: unknown; label: string }[];
  return (
    <select
      id={p.id}
      value={p.value === undefined || p.value === null ? '' : String(p.value)}
      disabled={p.disabled || p.readonly}
      aria-invalid={p.rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(p)}
      onChange={(e) => p.onChange(e.target.value === '' ? undefined : options.find((o) => String(o.value) === e.target.value)?.value)}
      css={inputCss(Boolean(p.rawErrors?.length))}
    >
      {!p.required && <option value="">Seçiniz</option>}
      {options.map((o) => (
        <option key={String(o.value)} value={String(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function CheckboxWidget(p: WidgetProps) {
  return (
    <div css={{ display: 'flex', gap: '0.6rem', alignItems: 'center', gridColumn: '1 / -1' }}>
      <input id={p.id} type="checkbox" checked={Boolean(p.value)} disabled={p.disabled || p.readonly} onChange={(e) => p.onChange(e.target.checked)} css={(theme) => ({ width: 18, height: 18, accentColor: theme.color.primary })} />
      <label htmlFor={p.id} css={{ fontWeight: 600, fontSize: '0.9rem' }}>
        {p.label}
      </label>
    </div>
  );
}

export function RatingWidget(p: WidgetProps) {
  const value = Number(p.value ?? 0);
  return (
    <div role="radiogroup" aria-label={p.label} id={p.id} css={{ display: 'inline-flex', gap: 4 }}>
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={`${n} yıldız`}
          disabled={p.disabled || p.readonly}
          onClick={() => p.onChange(n)}
          css={(theme) => ({ all: 'unset', cursor: 'pointer', color: n <= value ? '#fbbf24' : theme.color.textMuted, '&:focus-visible': { outline: `2px solid ${theme.color.primary}`, borderRadius: 4 } })}
        >
          <Star size={24} aria-hidden fill={n <= value ? 'currentColor' : 'none'} />
        </button>
      ))}
    </div>
  );
}

/** The slug: generated from its source field while creating (by the form), always editable. */
export function SlugWidget(p: WidgetProps) {
  const ctx = p.registry.formContext as { onSlugEdited?: () => void } | undefined;
  return (
    <input
      id={p.id}
      value={(p.value as string | undefined) ?? ''}
      disabled={p.disabled || p.readonly}
      aria-invalid={p.rawErrors?.length ? true : undefined}
      aria-describedby={describedBy(p)}
      spellCheck={false}
      onChange={(e) => {
        ctx?.onSlugEdited?.();
        p.onChange(e.target.value === '' ? undefined : e.target.value);
      }}
      onBlur={(e) => p.onBlur(p.id, e.target.value)}
      onFocus={(e) => p.onFocus(p.id, e.target.value)}
      css={(theme) => ({ ...inputCss(Boolean(p.rawErrors?.length))(theme), fontFamily: theme.font.mono })}
    />
  );
}

/** Text inputs of a given HTML type through our BaseInputTemplate. */
function typedInput(type: string) {
  return function TypedInput(p: WidgetProps) {
    const BaseInput = getTemplate('BaseInputTemplate', p.registry, p.options);
    return <BaseInput {...p} type={type} />;
  };
}

export const UrlWidget = typedInput('url');
export const EmailWidget = typedInput('email');
export const TelWidget = typedInput('tel');
export const NumberWidget = typedInput('number');
export const TextWidget = typedInput('text');
