/**
 * A header link with a sub-menu (one level): the link itself, then a button that opens the
 * sub-links as a dropdown (aria-expanded; Enter/Space toggle it, Escape closes it and returns
 * to the button, leaving it with Tab closes it). On desktop the pointer opens it too (:hover);
 * before the header is hydrated, or without JavaScript, focus does as well (:focus-within), so every
 * sub-link is reachable. On small screens the sub-links are always shown, indented.
 */
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
  /** The class of its links (the header's). */
  linkClass: string;
  /** A link was chosen (closes the mobile menu). */
  onNavigate(): void;
}

export function HeaderSubmenu({ item, index, linkClass, onNavigate }: HeaderSubmenuProps) {
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
  // CSS until hydration (hd-hydrated), from then on the button's state does (Escape can close it).
  return (
    <li onKeyDown={onKeyDown} onBlur={onBlur} className={hydrated ? 'hd-sub hd-hydrated' : 'hd-sub'}>
      <MenuLink item={item} nav onClick={choose} className={linkClass} />
      <button ref={button} type="button" aria-expanded={open} aria-controls={id} aria-label={`${item.label} alt menüsü`} onClick={() => setOpen((o) => !o)} className="hd-sub-toggle">
        <ChevronDown size={16} aria-hidden />
      </button>
      <ul id={id} className={open ? 'hd-sub-list hd-sub-open' : 'hd-sub-list'}>
        {item.children.map((child, i) => (
          <li key={`${child.url}-${i}`}>
            <MenuLink item={child} nav onClick={choose} className={linkClass} />
          </li>
        ))}
      </ul>
    </li>
  );
}
