/**
 * The search box's listbox: one group per type under its Turkish name, each option the row's
 * title and the line under it. The active option is the input's aria-activedescendant; a
 * click or Enter opens it.
 */
import type { SearchGroup, SearchOption } from './search-groups.ts';

export function optionId(listId: string, option: SearchOption): string {
  return `${listId}-${option.index}`;
}

interface Props {
  id: string;
  groups: SearchGroup[];
  active: number;
  onHover: (index: number) => void;
  onChoose: (option: SearchOption) => void;
}

export function SearchResults({ id, groups, active, onHover, onChoose }: Props) {
  return (
    <div id={id} role="listbox" aria-label="Sonuçlar" css={{ display: 'grid', gap: '0.75rem' }}>
      {groups.map((group) => (
        <div key={group.type.table} role="group" aria-labelledby={`${id}-${group.type.table}`}>
          <div
            id={`${id}-${group.type.table}`}
            role="presentation"
            css={(theme) => ({ padding: '0 0.5rem 0.25rem', fontSize: '0.75rem', fontWeight: 600, letterSpacing: '0.04em', textTransform: 'uppercase', color: theme.color.textMuted })}
          >
            {group.type.label}
          </div>
          {group.options.map((option) => (
            <div
              key={option.id}
              id={optionId(id, option)}
              role="option"
              aria-selected={option.index === active}
              onMouseMove={() => option.index !== active && onHover(option.index)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => onChoose(option)}
              css={(theme) => ({
                display: 'grid',
                gap: 2,
                padding: '0.5rem 0.75rem',
                borderRadius: theme.radius.sm,
                cursor: 'pointer',
                '&[aria-selected="true"]': { background: theme.color.surfaceAlt, outline: `2px solid ${theme.color.accent}`, outlineOffset: -2 },
              })}
            >
              <span css={{ fontWeight: 500 }}>{option.title || '(adsız)'}</span>
              {option.detail && <span css={(theme) => ({ fontSize: '0.85rem', color: theme.color.textMuted })}>{option.detail}</span>}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
