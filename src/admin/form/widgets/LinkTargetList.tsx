/**
 * The list both link choosers show (a menu's "Sayfa Seç", the rich-text editor's internal
 * link): one button per page, with its title, address, kind and, for a draft, a badge.
 */
import { Badge } from '../../ui/Badge.tsx';

export interface ListedTarget {
  title: string;
  path: string;
  kind: string;
  /** False marks a draft (the editor may link to one before it is published). */
  published?: boolean;
}

export function LinkTargetList<T extends ListedTarget>({ label, targets, onSelect }: { label: string; targets: readonly T[]; onSelect(target: T): void }) {
  return (
    <ul aria-label={label} css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.35rem' }}>
      {targets.map((t) => (
        <li key={t.path}>
          <button
            type="button"
            onClick={() => onSelect(t)}
            css={(theme) => ({
              width: '100%',
              display: 'flex',
              alignItems: 'center',
              gap: '0.6rem',
              padding: '0.55rem 0.75rem',
              textAlign: 'left',
              font: 'inherit',
              color: theme.color.text,
              background: theme.color.surfaceAlt,
              border: `1px solid ${theme.color.border}`,
              borderRadius: theme.radius.sm,
              cursor: 'pointer',
              '&:hover, &:focus-visible': { borderColor: theme.color.primary },
            })}
          >
            <span css={{ flex: 1, minWidth: 0 }}>
              <span css={{ display: 'block', fontWeight: 600 }}>{t.title}</span>
              <span css={(theme) => ({ display: 'block', fontSize: '0.8rem', color: theme.color.textMuted, overflowWrap: 'anywhere' })}>{t.path}</span>
            </span>
            <Badge>{t.kind}</Badge>
            {t.published === false && <Badge tone="warning">Taslak</Badge>}
          </button>
        </li>
      ))}
    </ul>
  );
}
