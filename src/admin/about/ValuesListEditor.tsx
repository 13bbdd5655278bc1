/**
 * The About page's values as an editable list: each item an icon (from the four offered), a
 * title and a description; items can be added, removed and moved. An empty list means the
 * site shows its four default values, which can also be copied in to start from.
 */
import { useId } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { ABOUT_VALUE_ICON_OPTIONS, type AboutValueIcon } from '../../../schema/content-blocks.ts';
import { ABOUT_DEFAULTS } from '../../public/about/about-defaults.ts';
import { iconByName } from '../../lib/icons.ts';
import { Button, IconButton } from '../ui/Button.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { TextField } from '../ui/TextField.tsx';
import { newValueItem, type AboutFormErrors, type AboutValueItem } from './about-form.ts';

export interface ValuesListEditorProps {
  items: AboutValueItem[];
  onChange: (items: AboutValueItem[]) => void;
  errors?: AboutFormErrors['values'];
}

function IconSelect({ value, onChange }: { value: AboutValueIcon; onChange: (icon: AboutValueIcon) => void }) {
  const id = useId();
  const Icon = iconByName(value);
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: '0.35rem', minWidth: 0 }}>
      <label htmlFor={id} css={{ fontSize: '0.875rem', fontWeight: 600 }}>
        İkon
      </label>
      <div css={{ display: 'flex', alignItems: 'center', gap: '0.5rem' }}>
        <span css={(theme) => ({ display: 'inline-flex', padding: '0.45rem', borderRadius: theme.radius.sm, background: theme.color.surfaceAlt, color: theme.color.primary })}>
          <Icon size={20} aria-hidden="true" />
        </span>
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as AboutValueIcon)}
          css={(theme) => ({
            flex: 1,
            minWidth: 0,
            padding: '0.6rem 0.75rem',
            color: theme.color.text,
            background: theme.color.background,
            border: `1px solid ${theme.color.border}`,
            borderRadius: theme.radius.sm,
          })}
        >
          {ABOUT_VALUE_ICON_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

export function ValuesListEditor({ items, onChange, errors }: ValuesListEditorProps) {
  const update = (key: number, patch: Partial<AboutValueItem>) => onChange(items.map((i) => (i.key === key ? { ...i, ...patch } : i)));
  const move = (index: number, by: -1 | 1) => {
    const next = [...items];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };

  return (
    <div css={{ display: 'grid', gap: '1rem' }}>
      {items.length === 0 && (
        <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, fontSize: '0.9rem' })}>
          Liste boş: sitede varsayılan değerler ({ABOUT_DEFAULTS.values.map((v) => v.title).join(', ')}) gösterilir.
        </p>
      )}
      <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem' }}>
        {items.map((item, index) => (
          <li
            key={item.key}
            aria-label={`Değer ${index + 1}`}
            css={(theme) => ({ display: 'grid', gap: '0.75rem', padding: '1rem', border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md, background: theme.color.surfaceAlt })}
          >
            <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '0.5rem' }}>
              <strong css={{ fontSize: '0.9rem' }}>Değer {index + 1}</strong>
              <div css={{ display: 'flex', gap: '0.25rem' }}>
                <IconButton icon={ArrowUp} label="Yukarı taşı" size="sm" disabled={index === 0} onClick={() => move(index, -1)} />
                <IconButton icon={ArrowDown} label="Aşağı taşı" size="sm" disabled={index === items.length - 1} onClick={() => move(index, 1)} />
                <IconButton icon={Trash2} label="Değeri kaldır" size="sm" variant="danger" onClick={() => onChange(items.filter((i) => i.key !== item.key))} />
              </div>
            </div>
            <div css={(theme) => ({ display: 'grid', gap: '0.75rem', [theme.mq.md]: { gridTemplateColumns: '14rem 1fr' } })}>
              <IconSelect value={item.icon} onChange={(icon) => update(item.key, { icon })} />
              <TextField
                label="Başlık"
                value={item.title}
                maxLength={120}
                placeholder={ABOUT_DEFAULTS.values[index]?.title}
                error={errors?.[item.key]?.title}
                onChange={(e) => update(item.key, { title: e.target.value })}
              />
            </div>
            <TextArea
              label="Açıklama"
              rows={2}
              value={item.description}
              maxLength={500}
              placeholder={ABOUT_DEFAULTS.values[index]?.description}
              error={errors?.[item.key]?.description}
              onChange={(e) => update(item.key, { description: e.target.value })}
            />
          </li>
        ))}
      </ol>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        <Button icon={Plus} onClick={() => onChange([...items, newValueItem()])}>
          Değer Ekle
        </Button>
        {items.length === 0 && <Button onClick={() => onChange(ABOUT_DEFAULTS.values.map((v) => newValueItem(v)))}>Varsayılan değerlerle başla</Button>}
      </div>
    </div>
  );
}
