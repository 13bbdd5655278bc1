/** The sidebar's "Ara" button, with the shortcut that opens the same box (Ctrl+K, ⌘K on a Mac). */
import { Search } from 'lucide-react';
import { shortcutLabel } from './search-groups.ts';

function platform(): string {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return nav.userAgentData?.platform ?? nav.platform ?? '';
}

export function SearchButton({ onClick }: { onClick: () => void }) {
  const shortcut = shortcutLabel(platform());
  return (
    <button
      type="button"
      onClick={onClick}
      aria-keyshortcuts={shortcut === '⌘K' ? 'Meta+K' : 'Control+K'}
      css={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: '0.6rem',
        width: '100%',
        padding: '0.5rem 0.75rem',
        borderRadius: theme.radius.sm,
        border: `1px solid ${theme.color.border}`,
        background: theme.color.background,
        color: theme.color.textMuted,
        font: 'inherit',
        fontSize: '0.9rem',
        cursor: 'pointer',
        '&:hover': { color: theme.color.text, borderColor: theme.color.textMuted },
        '&:focus-visible': { outline: `2px solid ${theme.color.accent}`, outlineOffset: 2 },
      })}
    >
      <Search size={16} aria-hidden="true" />
      <span>Ara</span>
      <kbd
        css={(theme) => ({
          marginLeft: 'auto',
          padding: '0.05rem 0.4rem',
          borderRadius: 4,
          border: `1px solid ${theme.color.border}`,
          fontFamily: theme.font.body,
          fontSize: '0.75rem',
          color: theme.color.textMuted,
        })}
      >
        {shortcut}
      </kbd>
    </button>
  );
}
