/**
 * The audit screen's filters: who (part of an e-mail), table, action, and a date range. Each
 * change goes to the URL (?kim=&tablo=&islem=&baslangic=&bitis=), which the screen reads, so a
 * filtered view can be shared and survives a reload.
 */
import type { Theme } from '@emotion/react';
import { useId, type ReactElement } from 'react';
import { AUDIT_TEXTS } from '../../../schema/audit-log.ts';
import type { AuditFilter } from '../data/audit-log-data.ts';
import { inputCss } from '../ui/input-style.ts';
import { AUDIT_ACTION_CHOICES, AUDIT_TABLE_CHOICES } from './audit-labels.ts';

export const FILTER_PARAMS = { actor: 'kim', table: 'tablo', action: 'islem', from: 'baslangic', to: 'bitis' } as const satisfies Record<keyof AuditFilter, string>;

export function filterOf(params: URLSearchParams): AuditFilter {
  const filter: AuditFilter = {};
  for (const [key, param] of Object.entries(FILTER_PARAMS) as [keyof AuditFilter, string][]) {
    const value = params.get(param);
    if (value) filter[key] = value;
  }
  return filter;
}

const control = (theme: Theme) => inputCss(false)(theme);

/** A label above its control, tied by id (the control's accessible name is the label alone). */
function Field({ label, children }: { label: string; children: (id: string) => ReactElement }) {
  const id = useId();
  return (
    <div css={{ display: 'grid', gap: '0.3rem' }}>
      <label htmlFor={id} css={{ fontSize: '0.85rem', fontWeight: 600 }}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export function AuditFilters({ filter, onChange }: { filter: AuditFilter; onChange: (key: keyof AuditFilter, value: string) => void }) {
  return (
    <div css={{ display: 'grid', gap: '0.75rem', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', padding: '1rem' }}>
      <Field label={AUDIT_TEXTS.actor}>
        {(id) => (
          <input id={id} type="search" css={control} value={filter.actor ?? ''} placeholder="ornek@ajans.com" onChange={(e) => onChange('actor', e.target.value)} />
        )}
      </Field>
      <Field label={AUDIT_TEXTS.table}>
        {(id) => (
          <select id={id} css={control} value={filter.table ?? ''} onChange={(e) => onChange('table', e.target.value)}>
            <option value="">{AUDIT_TEXTS.any}</option>
            {AUDIT_TABLE_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={AUDIT_TEXTS.action}>
        {(id) => (
          <select id={id} css={control} value={filter.action ?? ''} onChange={(e) => onChange('action', e.target.value)}>
            <option value="">{AUDIT_TEXTS.any}</option>
            {AUDIT_ACTION_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={AUDIT_TEXTS.from}>
        {(id) => (
          <input id={id} type="date" css={control} value={filter.from ?? ''} onChange={(e) => onChange('from', e.target.value)} />
        )}
      </Field>
      <Field label={AUDIT_TEXTS.to}>
        {(id) => (
          <input id={id} type="date" css={control} value={filter.to ?? ''} onChange={(e) => onChange('to', e.target.value)} />
        )}
      </Field>
    </div>
  );
}
