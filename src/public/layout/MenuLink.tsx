/**
 * One link of a content-managed menu: internal items through the router, external ones in a
 * new tab; unsafe URLs (javascript: and the like) are not rendered at all.
 */
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { MenuItem } from '../../../schema/menus.ts';
import { isExternalHref, safeHref } from '../../lib/safe-url.ts';
import { useSite } from '../site-context.tsx';

interface MenuLinkProps {
  item: MenuItem;
  className?: string;
  /** Mark the current page (header navigation). */
  nav?: boolean;
  onClick?: () => void;
  children?: ReactNode;
}

export function MenuLink({ item, className, nav, onClick, children }: MenuLinkProps) {
  const { meta } = useSite();
  const href = safeHref(item.url);
  if (!href) return null;
  const label = children ?? item.label;
  if (item.type === 'external' || isExternalHref(href, meta.origin) || /^(mailto|tel):/.test(href)) {
    const newTab = /^https?:/.test(href);
    return (
      <a href={href} className={className} onClick={onClick} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {label}
      </a>
    );
  }
  if (nav) {
    return (
      <NavLink to={href} end={href === '/'} className={className} onClick={onClick}>
        {label}
      </NavLink>
    );
  }
  return (
    <Link to={href} className={className} onClick={onClick}>
      {label}
    </Link>
  );
}
