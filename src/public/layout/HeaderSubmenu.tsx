/**
 * A header link with a sub-menu (one level): the link itself, then a button that opens the
 * sub-links as a dropdown (aria-expanded; Enter/Space toggle it, Escape closes it and returns
 * to the button, leaving it with Tab closes it). On desktop the pointer opens it too (:hover);
 * before the header is hydrated, or without JavaScript, focus does as well (:focus-within), so every
 * sub-link is reachable. On small screens the sub-links are always shown, indented.
 */
import type { CSSObject, Theme } from '@emotion/react';
import { ChevronDown } from 'lucide-react';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { MenuItem } from '../../../schema/menus.ts';
import { useHydrated } from '../ssr/use-hydrated.ts';
import { useIslandId } from '../islands/island.tsx';
import { MenuLink } from './MenuLink.tsx';

interface HeaderSubmenuProps {
  item: MenuItem & { children: NonNullable<MenuItem['children']> };
  /** Its place in the menu: its ids are unique in the header. */
  index: number;
  linkCss(theme: Theme): CSSObject;
  /** A link was chosen (closes the mobile menu). */
  onNavigate(): void;
}

export function HeaderSubmenu({ item, index, linkCss, onNavigate }: HeaderSubmenuProps) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const id = useIslandId(`submenu-${index}`);
  const button = useRef<HTMLButtonElement>(null);
  const choose = () => {
    setOpen(false);
    onNavigate();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  // The pointer opens the dropdown on desktop always, as visitors expect; focus opens it by
  // CSS until hydration, from then on the button's state does (Escape can close it).
  const cssOpen = hydrated ? { '&:hover > ul': { display: 'block' } } : { '&:focus-within > ul, &:hover > ul': { display: 'block' } };

  return (
    <li onKeyDown={onKeyDown} onBlur={onBlur} css={(theme) => ({ position: 'relative', [theme.mq.lg]: { display: 'flex', alignItems: 'center', ...cssOpen } })}>
      <MenuLink item={item} nav onClick={choose} css={linkCss} />
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${item.label} alt menüsü`}
        onClick={() => setOpen((o) => !o)}
        css={(theme) => ({
          display: 'none',
          padding: '0.35rem',
          border: 0,
          borderRadius: theme.radius.md,
          background: 'none',
          color: theme.color.text,
          cursor: 'pointer',
          '&:hover': { background: theme.color.surfaceAlt },
          '& svg': { transition: 'transform 0.15s', transform: open ? 'rotate(180deg)' : 'none' },
          [theme.mq.lg]: { display: 'inline-flex' },
        })}
      >
        <ChevronDown size={16} aria-hidden />
      </button>
      <ul
        id={id}
        css={(theme) => ({
          listStyle: 'none',
          margin: 0,
          padding: '0 0 0 1rem',
          display: 'block',
          [theme.mq.lg]: {
            display: open ? 'block' : 'none',
            position: 'absolute',
            top: '100%',
            left: 0,
            minWidth: '14rem',
            padding: '0.4rem',
            background: '#fff',
            border: `1px solid ${theme.color.border}`,
            borderRadius: theme.radius.md,
            boxShadow: theme.shadow.md,
            zIndex: 60,
          },
        })}
      >
        {item.children.map((child, i) => (
          <li key={`${child.url}-${i}`}>
            <MenuLink item={child} nav onClick={choose} css={linkCss} />
          </li>
        ))}
      </ul>
    </li>
  );
}
