/** One value of a row as the list shows it, by the column's display kind from the config. */
import { Star } from 'lucide-react';
import type { Display, FieldOption } from '../../../schema/resource.ts';
import { formatDate } from '../../lib/format-date.ts';
import { iconByName } from '../../lib/icons.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { useApiUrl } from '../ui/ImageUrlField.tsx';
import { Badge, type BadgeTone } from '../ui/Badge.tsx';
import { publicationState } from './publication-status.ts';
import { DRAFT_TEXTS } from '../form/draft-texts.ts';
import { useHasDraft } from './drafted-rows.ts';
import type { AnyResource, Row } from './types.ts';

/** Turkish labels of a field's values: from the form's options, the filters, or the schema. */
export function optionLabels(resource: AnyResource, field: string): Map<string, string> {
  const labels = new Map<string, string>();
  for (const c of resource.list.columns) if (c.field === field) for (const o of c.options ?? []) labels.set(String(o.value), o.label);
  const prop = (resource.formSchema?.properties as Record<string, { oneOf?: { const: string; title: string }[] }> | undefined)?.[field];
  for (const o of prop?.oneOf ?? []) labels.set(String(o.const), o.title);
  for (const f of resource.list.filters ?? []) if (f.field === field) for (const o of f.options) labels.set(String(o.value), o.label);
  for (const f of resource.form?.fields ?? []) if (f.name === field) for (const o of f.options ?? []) labels.set(String(o.value), o.label);
  return labels;
}

/** The config's option for a field's value (form options first, then the filters'): its tone or swatch. */
function optionOf(resource: AnyResource, field: string, value: unknown): Partial<FieldOption> | undefined {
  const key = String(value);
  const fromColumn = resource.list.columns.find((c) => c.field === field)?.options?.find((o) => String(o.value) === key);
  if (fromColumn) return fromColumn;
  const fromForm = resource.form?.fields.find((f) => f.name === field)?.options?.find((o) => String(o.value) === key);
  if (fromForm) return fromForm;
  const fromFilter = resource.list.filters?.find((f) => f.field === field)?.options.find((o) => String(o.value) === key);
  return fromFilter && { label: fromFilter.label, tone: fromFilter.tone };
}

/** A boolean as a Turkish badge: the column's labels, or Evet / Hayır. */
function BooleanBadge({ resource, field, value }: { resource: AnyResource; field: string; value: boolean }) {
  const labels = resource.list.columns.find((c) => c.field === field)?.labels ?? { true: 'Evet', false: 'Hayır' };
  return <Badge tone={value ? 'success' : 'neutral'}>{value ? labels.true : labels.false}</Badge>;
}

export function CellValue({ resource, row, field, display = 'text' }: { resource: AnyResource; row: Row; field: string; display?: Display }) {
  const apiUrl = useApiUrl();
  const hasDraft = useHasDraft(row.id);
  const value = row[field];
  if (typeof value === 'boolean' && display !== 'status') return <BooleanBadge resource={resource} field={field} value={value} />;
  // A field with options in the config shows the chosen option's label, never its code.
  if ((display === 'text' || display === 'badge') && value != null && value !== '') {
    const option = optionOf(resource, field, value) ?? (optionLabels(resource, field).has(String(value)) ? { label: optionLabels(resource, field).get(String(value)) } : undefined);
    if (option?.label) return <Badge tone={(option.tone as BadgeTone | undefined) ?? 'neutral'}>{option.label}</Badge>;
  }
  switch (display) {
    case 'status': {
      const s = resource.status;
      const on = Boolean(value);
      // Published with its time still ahead: scheduled, with that time in Istanbul.
      const at = s?.schedule && publicationState(resource, row) === 'scheduled' ? String(row[s.schedule]) : null;
      return (
        <span css={{ display: 'inline-flex', gap: '0.35rem', flexWrap: 'wrap' }}>
          {at ? (
            <Badge tone="info">
              Zamanlandı · <time dateTime={at}>{formatDate(at, 'datetime')}</time>
            </Badge>
          ) : on && hasDraft ? (
            <Badge tone="warning">{DRAFT_TEXTS.listBadge}</Badge>
          ) : (
            <Badge tone={on ? 'success' : 'neutral'}>{on ? (s?.on ?? 'Aktif') : (s?.off ?? 'Pasif')}</Badge>
          )}
          {s?.highlight && row[s.highlight.field] === true && <Badge tone="primary">{s.highlight.label}</Badge>}
        </span>
      );
    }
    case 'date':
      // An optional date not set yet (a redirect never visited).
      if (value == null || value === '') return <span aria-hidden="true">—</span>;
      return <time dateTime={String(value)}>{formatDate(value as string)}</time>;
    case 'image': {
      const src = mediaUrl(value as string | null, apiUrl);
      return src ? <img src={src} alt="" width={48} height={48} loading="lazy" css={{ borderRadius: 6, objectFit: 'cover' }} /> : <span aria-hidden="true">—</span>;
    }
    case 'badge': {
      if (value == null || value === '') return <span aria-hidden="true">—</span>;
      const label = optionLabels(resource, field).get(String(value)) ?? String(value);
      return <Badge tone={(optionOf(resource, field, value)?.tone as BadgeTone | undefined) ?? 'neutral'}>{label}</Badge>;
    }
    case 'icon': {
      const Icon = iconByName(value as string);
      return (
        <span css={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
          <Icon size={18} aria-hidden /> {String(value ?? '')}
        </span>
      );
    }
    case 'color': {
      const c = optionOf(resource, field, value);
      return (
        <span css={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
          <span aria-hidden="true" css={{ width: 16, height: 16, borderRadius: 4, background: c?.gradient ? `linear-gradient(135deg, ${c.gradient.from}, ${c.gradient.to})` : '#64748b' }} />
          {c?.label ?? String(value ?? '')}
        </span>
      );
    }
    case 'rating':
      return (
        <span role="img" aria-label={`${Number(value)} yıldız`} css={{ display: 'inline-flex', color: '#fbbf24' }}>
          {[1, 2, 3, 4, 5].map((i) => (
            <Star key={i} size={14} aria-hidden fill={i <= Number(value) ? 'currentColor' : 'none'} />
          ))}
        </span>
      );
    case 'tags':
      return <span>{Array.isArray(value) ? value.slice(0, 3).join(', ') : ''}</span>;
    case 'count':
      return <span>{Array.isArray(value) ? value.length : 0}</span>;
    case 'email':
      return value ? <a href={`mailto:${String(value)}`}>{String(value)}</a> : <span aria-hidden="true">—</span>;
    default:
      return <span>{value == null || value === '' ? '—' : String(value)}</span>;
  }
}
