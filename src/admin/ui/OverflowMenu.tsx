/**
 * "Diğer işlemler" (⋮): a button that opens a short menu of rarer or risky actions, so that
 * deleting sits apart from publishing and editing. A menu button as WAI-ARIA describes it:
 * the first item takes the focus, arrows move, Escape or a click elsewhere closes it and gives
 * the focus back to the button.
 */
import { MoreVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { IconButton } from './Button.tsx';

export interface MenuAction {
  label: string;
  onSelect(): void;
  /** Shown in the danger colour (deleting). */
  danger?: boolean;
  disabled?: boolean;
}

/** `align`: which edge of the button the menu lines up with ('end' for a row's last column). */
export function OverflowMenu({ label, actions, size = 'md', align = 'end' }: { label: string; actions: MenuAction[]; size?: 'sm' | 'md'; align?: 'start' | 'end' }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not(:disabled)')?.focus();
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      close(true);
      return;
    }
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]:not(:disabled)') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    items[(at + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
  };
  return (
    <span ref={root} css={{ position: 'relative', display: 'inline-flex' }}>
      <IconButton ref={button} icon={MoreVertical} size={size} label={label} aria-haspopup="menu" aria-expanded={open} aria-controls={open ? menuId : undefined} onClick={() => setOpen((o) => !o)} />
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
          css={(theme) => ({ position: 'absolute', [align === 'end' ? 'right' : 'left']: 0, top: '100%', zIndex: 30, minWidth: '10rem', marginTop: 4, padding: '0.25rem', display: 'flex', flexDirection: 'column', background: theme.color.surface, border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md, boxShadow: '0 8px 24px rgba(0,0,0,0.35)' })}
        >
          {actions.map((a) => (
            <button
              key={a.label}
              type="button"
              role="menuitem"
              disabled={a.disabled}
              onClick={() => {
                close(false);
                a.onSelect();
              }}
              css={(theme) => ({ all: 'unset', cursor: 'pointer', padding: '0.45rem 0.7rem', borderRadius: theme.radius.sm, fontSize: '0.9rem', color: a.danger ? theme.color.danger : theme.color.text, '&:hover, &:focus-visible': { background: theme.color.surfaceAlt }, '&:focus-visible': { outline: `2px solid ${theme.color.primary}` }, '&:disabled': { opacity: 0.5, cursor: 'not-allowed' } })}
            >
              {a.label}
            </button>
          ))}
        </div>
      )}
    </span>
  );
}
