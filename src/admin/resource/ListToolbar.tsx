/** Search box and the config's filters above a list. */
import { Search } from 'lucide-react';
import type { FilterValues } from './list-query.ts';
import type { AnyResource } from './types.ts';

const encode = (v: string | boolean | undefined) => (v === undefined ? '' : JSON.stringify(v));

export function ListToolbar({ resource, search, onSearch, filters, onFilters }: { resource: AnyResource; search: string; onSearch(v: string): void; filters: FilterValues; onFilters(v: FilterValues): void }) {
  const control = (theme: import('@emotion/react').Theme) => ({ padding: '0.55rem 0.75rem', borderRadius: theme.radius.sm, border: `1px solid ${theme.color.border}`, background: theme.color.background, color: theme.color.text, font: 'inherit' });
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
          <select
            value={encode(filters[f.field as string])}
            onChange={(e) => onFilters({ ...filters, [f.field as string]: e.target.value ? (JSON.parse(e.target.value) as string | boolean) : undefined })}
            css={control}
          >
            <option value="">Tümü</option>
            {f.options.map((o) => (
              <option key={String(o.value)} value={encode(o.value)}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      ))}
    </div>
  );
}
