/**
 * Custom RJSF fields for object values: a JSON editor (block content; a typed form where the
 * schema knows the object's shape) and social links.
 */
import type { FieldProps, UiSchema } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { inputCss } from '../ui/input-style.ts';
import { normalizeUrl } from './normalize-url.ts';
import { isLibraryBlockSchema, LibraryBlockField } from './widgets/blocks/LibraryBlockField.tsx';

export interface FormContext {
  /** JSON editors report text that does not parse, so the form can refuse to save. */
  setJsonInvalid?: (name: string, invalid: boolean) => void;
  onSlugEdited?: () => void;
  /** Existing values offered while typing, by input id (use-suggestions.ts). */
  suggestions?: Record<string, string[]>;
  /** While translating: the default language's values of the item, shown beside each top-level field (ReferenceText.tsx). */
  reference?: { language: string; values: Record<string, unknown> };
}

export const INVALID_JSON = 'Geçersiz JSON formatı';

/**
 * A JSON object: when its (resolved) schema names properties, for example a content block of a
 * known type (schemaBy in the schema file), the typed form of those properties; otherwise a
 * JSON text editor.
 */
export function JsonField(p: FieldProps) {
  // A library block: its block type's own form (as on a page), never JSON.
  if (isLibraryBlockSchema(p.schema)) return <LibraryBlockField {...p} />;
  return p.schema.properties ? <TypedObjectField {...p} /> : <JsonTextField {...p} />;
}

function TypedObjectField(p: FieldProps) {
  const ctx = p.registry.formContext as FormContext;
  const ObjectField = p.registry.fields.ObjectField!;
  // Text typed into the JSON editor before the type changed no longer blocks saving.
  useEffect(() => {
    ctx.setJsonInvalid?.(p.name, false);
  }, [ctx, p.name]);
  const { 'ui:field': _field, 'ui:options': _options, ...uiSchema } = (p.uiSchema ?? {}) as UiSchema;
  return <ObjectField {...p} uiSchema={uiSchema} />;
}

function JsonTextField(p: FieldProps) {
  const ctx = p.registry.formContext as FormContext;
  const [text, setText] = useState(() => JSON.stringify(p.formData ?? {}, null, 2));
  const [invalid, setInvalid] = useState(false);
  const id = p.fieldPathId.$id;
  const rows = ((p.uiSchema?.['ui:options'] as { rows?: number } | undefined)?.rows) ?? 12;
  return (
    <div css={{ gridColumn: '1 / -1', display: 'grid', gap: '0.35rem' }}>
      <label htmlFor={id} css={{ fontSize: '0.875rem', fontWeight: 600 }}>
        {p.schema.title ?? p.name}
        {p.required && <span aria-hidden="true"> *</span>}
      </label>
      <textarea
        id={id}
        rows={rows}
        spellCheck={false}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}__json` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          try {
            const parsed: unknown = JSON.parse(e.target.value);
            const ok = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed);
            setInvalid(!ok);
            ctx.setJsonInvalid?.(p.name, !ok);
            if (ok) p.onChange(parsed, p.fieldPathId.path);
          } catch {
            setInvalid(true);
            ctx.setJsonInvalid?.(p.name, true);
          }
        }}
        css={(theme) => ({ ...inputCss(invalid)(theme), fontFamily: theme.font.mono, fontSize: '0.85rem' })}
      />
      {invalid ? (
        <p id={`${id}__json`} role="alert" css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.danger })}>
          {INVALID_JSON}
        </p>
      ) : (
        <p css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.textMuted })}>Geçerli bir JSON nesnesi girin.</p>
      )}
    </div>
  );
}

export function SocialLinksField(p: FieldProps) {
  const value = (p.formData ?? {}) as Record<string, string | undefined>;
  const props = (p.schema.properties ?? {}) as Record<string, { title?: string }>;
  const errors = (p.errorSchema ?? {}) as Record<string, { __errors?: string[] } | undefined>;
  const links = (
    <div css={(theme) => ({ display: 'grid', gap: '0.8rem 1rem', [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' } })}>
      {Object.entries(props).map(([key, s]) => {
        const id = `${p.fieldPathId.$id}_${key}`;
        const err = errors[key]?.__errors;
        return (
          <div key={key} css={{ display: 'grid', gap: '0.3rem' }}>
            <label htmlFor={id} css={{ fontSize: '0.85rem', fontWeight: 600 }}>
              {s.title ?? key}
            </label>
            <input
              id={id}
              type="url"
              placeholder="https://"
              value={value[key] ?? ''}
              aria-invalid={err?.length ? true : undefined}
              onChange={(e) => {
                const next = { ...value };
                if (e.target.value.trim()) next[key] = e.target.value.trim();
                else delete next[key];
                p.onChange(next, p.fieldPathId.path);
              }}
              onBlur={(e) => {
                // linkedin.com/in/… typed without https:// gets it (normalize-url.ts).
                const fixed = normalizeUrl(e.target.value);
                if (fixed && fixed !== value[key]) p.onChange({ ...value, [key]: fixed }, p.fieldPathId.path);
              }}
              css={inputCss(Boolean(err?.length))}
            />
            {err?.length ? <p css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.danger })}>{err.join(' · ')}</p> : null}
          </div>
        );
      })}
    </div>
  );
  // The only field of a global's section: the section's card has the title.
  if ((p.uiSchema?.['ui:options'] as { bare?: boolean } | undefined)?.bare) return <div css={{ gridColumn: '1 / -1' }}>{links}</div>;
  return (
    <fieldset css={(theme) => ({ gridColumn: '1 / -1', border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md, padding: '0.9rem 1rem 1rem', margin: 0 })}>
      <legend css={{ fontWeight: 600, fontSize: '0.9rem', padding: '0 0.3rem' }}>{p.schema.title ?? 'Sosyal medya'}</legend>
      {links}
    </fieldset>
  );
}
