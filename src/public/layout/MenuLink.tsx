/**
 * One link of a content-managed menu: internal items through the router, external ones in a
 * new tab; unsafe URLs (javascript: and the like) are not rendered at all.
 */
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { MenuItem } from '../../../schema/menus.ts';
import { isExternalHref, safeHref } from '../../lib/safe-url.ts';
import { useSite } from '../site-context.tsx';
import { useLanguage } from '../language/use-language.ts';
import { splitLanguagePath } from '../../lib/i18n/languages.ts';
import { DEFAULT_LANGUAGE } from '../../../schema/languages.ts';

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
  const lang = useLanguage();
  // A translated menu may name its language's addresses (`/en/about`): the router's paths are
  // under that language's basename. Another language's prefixed address is another document;
  // an unprefixed one is the same page in the page's language, as before.
  const prefixed = href.startsWith('/') ? splitLanguagePath(href) : undefined;
  const explicit = prefixed && prefixed.lang !== DEFAULT_LANGUAGE ? prefixed : undefined;
  if (explicit && explicit.lang !== lang) return <a href={href} className={className} onClick={onClick}>{label}</a>;
  const to = explicit ? explicit.path : href;
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
      <NavLink to={to} end={to === '/'} className={className} onClick={onClick}>
        {label}
      </NavLink>
    );
  }
  return (
    <Link to={to} className={className} onClick={onClick}>
      {label}
    </Link>
  );
}
