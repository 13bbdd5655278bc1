/** The service icon picker (about 100 icons with Turkish labels, searchable) and colour choice. */
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { SERVICE_COLORS } from '../../../../schema/options/service-colors.ts';
import { iconByName } from '../../../lib/icons.ts';
import { matchesSearch } from '../../../lib/turkish-search.ts';
import { inputCss } from '../../ui/input-style.ts';

export function IconWidget(p: WidgetProps) {
  const options = (p.options.enumOptions ?? []) as { value: string; label: string }[];
  const [query, setQuery] = useState('');
  const shown = useMemo(() => options.filter((o) => matchesSearch(query, o.label, o.value)), [options, query]);
  const Current = iconByName(p.value as string);
  return (
    <div css={{ display: 'grid', gap: '0.5rem' }}>
      <div css={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
        <span css={(theme) => ({ display: 'inline-flex', padding: 8, borderRadius: 8, background: theme.color.surfaceAlt })}>
          <Current size={22} aria-hidden />
        </span>
        <select id={p.id} value={(p.value as string) ?? ''} onChange={(e) => p.onChange(e.target.value || undefined)} css={inputCss(Boolean(p.rawErrors?.length))}>
          {shown.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {!shown.some((o) => o.value === p.value) && p.value ? <option value={p.value as string}>{String(p.value)}</option> : null}
        </select>
      </div>
      <input type="search" aria-label="İkon ara" placeholder="İkon ara..." value={query} onChange={(e) => setQuery(e.target.value)} css={inputCss()} />
    </div>
  );
}

export function ColorWidget(p: WidgetProps) {
  return (
    <div role="radiogroup" aria-label={p.label} id={p.id} css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {SERVICE_COLORS.map((c) => {
        const selected = p.value === c.value;
        return (
          <button
            key={c.value}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={c.label}
            title={c.label}
            onClick={() => p.onChange(c.value)}
            css={(theme) => ({ width: 36, height: 36, borderRadius: 8, cursor: 'pointer', background: `linear-gradient(135deg, ${c.gradient.from}, ${c.gradient.to})`, border: selected ? `3px solid ${theme.color.text}` : '3px solid transparent', outlineOffset: 2 })}
          />
        );
      })}
    </div>
  );
}
