/**
 * A form's fields (schema/forms.ts): one row per field in the order the site shows them,
 * dragged by the grip (keyboard too) or moved with the arrows. A row has the field's label, its
 * type and whether it is required, then what its type needs: a length limit for texts, the
 * options of a choice (typed one per line, or the site's services), the value of a hidden field.
 * The stored name follows the label until staff edit it (answers keep it as their key).
 */
import type { WidgetProps } from '@rjsf/utils';
import { FORM_FIELD_TYPE_OPTIONS, type FormFieldDefinition, type FormFieldType } from '../../../schema/forms.ts';
import { inputCss } from '../ui/input-style.ts';
import { fieldNameOf } from '../form/widgets/form-field-name.ts';
import { ListEditor } from '../form/widgets/lists.tsx';

const BLANK: FormFieldDefinition = { name: '', label: '', type: 'text', required: false };
const TEXT_TYPES: readonly FormFieldType[] = ['text', 'email', 'phone', 'textarea'];

const smallLabel = { display: 'flex', gap: '0.35rem', alignItems: 'center', fontSize: '0.85rem' } as const;

/** A field of the new type keeps only what that type uses. */
function withType(f: FormFieldDefinition, type: FormFieldType): FormFieldDefinition {
  const { max_length, multiple, options_from, options, value, ...rest } = f;
  if (type === 'choice') return { ...rest, type, multiple: multiple ?? false, options_from: options_from ?? 'typed', options: options ?? [] };
  if (type === 'hidden') return { ...rest, type, required: false, value: value ?? '' };
  if (TEXT_TYPES.includes(type) && max_length !== undefined) return { ...rest, type, max_length };
  return { ...rest, type };
}

function TypeExtras({ f, set, name }: { f: FormFieldDefinition; set(v: FormFieldDefinition): void; name: string }) {
  if (TEXT_TYPES.includes(f.type)) {
    return (
      <label css={smallLabel}>
        En fazla karakter
        <input type="number" min={1} max={5000} aria-label={`En fazla karakter ${name}`} value={f.max_length ?? ''} onChange={(e) => set(e.target.value ? { ...f, max_length: Number(e.target.value) } : withType({ ...f, max_length: undefined }, f.type))} css={(t) => ({ ...inputCss()(t), width: '7rem' })} />
      </label>
    );
  }
  if (f.type === 'hidden') {
    return <input aria-label={`Değer ${name}`} placeholder="Gönderimle kaydedilen değer (ör. kampanya kodu)" value={f.value ?? ''} onChange={(e) => set({ ...f, value: e.target.value })} css={inputCss()} />;
  }
  if (f.type !== 'choice') return null;
  return (
    <div css={{ display: 'grid', gap: '0.35rem' }}>
      <div css={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <label css={smallLabel}>
          Seçenekler
          <select aria-label={`Seçenekler nereden ${name}`} value={f.options_from ?? 'typed'} onChange={(e) => set({ ...f, options_from: e.target.value as FormFieldDefinition['options_from'] })} css={inputCss()}>
            <option value="typed">Elle yazılan</option>
            <option value="services">Sitenin hizmetleri</option>
          </select>
        </label>
        <label css={smallLabel}>
          <input type="checkbox" aria-label={`Birden fazla seçilebilir ${name}`} checked={f.multiple ?? false} onChange={(e) => set({ ...f, multiple: e.target.checked })} />
          Birden fazla seçilebilir
        </label>
      </div>
      {(f.options_from ?? 'typed') === 'typed' && (
        <textarea aria-label={`Seçenek listesi ${name}`} placeholder="Her satıra bir seçenek" rows={3} value={(f.options ?? []).join('\n')} onChange={(e) => set({ ...f, options: e.target.value.split('\n') })} onBlur={() => set({ ...f, options: (f.options ?? []).map((o) => o.trim()).filter(Boolean) })} css={inputCss()} />
      )}
    </div>
  );
}

function FieldRow({ f, set, name }: { f: FormFieldDefinition; set(v: FormFieldDefinition): void; name: string }) {
  const following = !f.name || f.name === fieldNameOf(f.label);
  return (
    <div css={(t) => ({ display: 'grid', gap: '0.4rem', padding: '0.6rem', border: `1px solid ${t.color.border}`, borderRadius: t.radius.md })}>
      <div css={{ display: 'grid', gap: '0.4rem', gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto', alignItems: 'center' }}>
        <input aria-label={`Etiket ${name}`} placeholder="Etiket (ör. Bütçeniz?)" value={f.label} onChange={(e) => set({ ...f, label: e.target.value, name: following ? fieldNameOf(e.target.value) : f.name })} css={inputCss()} />
        <input aria-label={`Alan adı ${name}`} placeholder="alan_adi" value={f.name} onChange={(e) => set({ ...f, name: e.target.value })} css={inputCss()} />
        <select aria-label={`Tür ${name}`} value={f.type} onChange={(e) => set(withType(f, e.target.value as FormFieldType))} css={inputCss()}>
          {FORM_FIELD_TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <label css={smallLabel}>
          <input type="checkbox" aria-label={`Zorunlu ${name}`} disabled={f.type === 'hidden'} checked={f.required ?? false} onChange={(e) => set({ ...f, required: e.target.checked })} />
          Zorunlu
        </label>
      </div>
      <TypeExtras f={f} set={set} name={name} />
    </div>
  );
}

export function FormFieldsWidget(p: WidgetProps) {
  const items = Array.isArray(p.value) ? (p.value as FormFieldDefinition[]) : [];
  return (
    <ListEditor<FormFieldDefinition>
      label={p.label}
      items={items}
      blank={BLANK}
      addLabel="Alan Ekle"
      dragName={(i) => `${i + 1}. ${items[i]?.label.trim() || 'Etiketsiz alan'}`}
      onChange={(v) => p.onChange(v)}
      render={(f, set, i) => <FieldRow f={f} set={set} name={String(i + 1)} />}
    />
  );
}
