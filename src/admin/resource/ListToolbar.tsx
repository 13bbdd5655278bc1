/** Search box and the config's filters above a list. */
import type { Theme } from '@emotion/react';
import { Search } from 'lucide-react';
import { useRowChoices, useStaffChoices } from '../data/staff-choices-data.ts';
import type { FilterValues } from './list-query.ts';
import type { AnyResource } from './types.ts';

const encode = (v: string | boolean | undefined) => (v === undefined ? '' : JSON.stringify(v));
const control = (theme: Theme) => ({ padding: '0.55rem 0.75rem', borderRadius: theme.radius.sm, border: `1px solid ${theme.color.border}`, background: theme.color.background, color: theme.color.text, font: 'inherit' });

type Filter = NonNullable<AnyResource['list']['filters']>[number];

export function ListToolbar({ resource, search, onSearch, filters, onFilters }: { resource: AnyResource; search: string; onSearch(v: string): void; filters: FilterValues; onFilters(v: FilterValues): void }) {
  return (
    <div role="search" css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginBottom: '1rem' }}>
      <label css={{ position: 'relative', flex: '1 1 16rem' }}>
        <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Ara</span>
        <Search size={16} aria-hidden css={(theme) => ({ position: 'absolute', left: 10, top: '50%', transform: 'translateY(-50%)', color: theme.color.textMuted })} />
        <input type="search" value={search} onChange={(e) => onSearch(e.target.value)} placeholder={resource.list.searchPlaceholder} css={(theme) => ({ ...control(theme), width: '100%', paddingLeft: 32 })} />
      </label>
      {(resource.list.filters ?? []).map((f) => (
        <label key={f.field as string} css={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
          <span css={(theme) => ({ fontSize: '0.85rem', color: theme.color.textMuted })}>{f.label}</span>
          <FilterControl filter={f} value={filters[f.field as string]} onChange={(v) => onFilters({ ...filters, [f.field as string]: v })} />
        </label>
      ))}
    </div>
  );
}

/** A choice among the filter's options (or the staff, or a table's rows), or a typed value matched exactly. */
function FilterControl({ filter, value, onChange }: { filter: Filter; value: string | boolean | undefined; onChange(v: string | boolean | undefined): void }) {
  if (filter.typed !== undefined)
    return <input type="text" value={typeof value === 'string' ? value : ''} placeholder={filter.typed} onChange={(e) => onChange(e.target.value.trim() === '' ? undefined : e.target.value.trim())} css={control} />;
  if (filter.optionsFrom === 'staff') return <StaffFilter value={value} onChange={onChange} />;
  if (filter.optionsFrom) return <RowsFilter from={filter.optionsFrom} value={value} onChange={onChange} />;
  return <Choices options={filter.options} value={value} onChange={onChange} />;
}

function StaffFilter({ value, onChange }: { value: string | boolean | undefined; onChange(v: string | boolean | undefined): void }) {
  const staff = useStaffChoices();
  return <Choices options={staff.data ?? []} value={value} onChange={onChange} />;
}

function RowsFilter({ from, value, onChange }: { from: { table: string; label: string }; value: string | boolean | undefined; onChange(v: string | boolean | undefined): void }) {
  const rows = useRowChoices(from.table, from.label);
  return <Choices options={rows.data ?? []} value={value} onChange={onChange} />;
}

function Choices({ options, value, onChange }: { options: readonly { value: string | boolean; label: string }[]; value: string | boolean | undefined; onChange(v: string | boolean | undefined): void }) {
  return (
    <select value={encode(value)} onChange={(e) => onChange(e.target.value ? (JSON.parse(e.target.value) as string | boolean) : undefined)} css={control}>
      <option value="">Tümü</option>
      {options.map((o) => (
        <option key={String(o.value)} value={encode(o.value)}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
