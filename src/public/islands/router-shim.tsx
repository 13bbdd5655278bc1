/**
 * What the islands use of react-router-dom, for the islands build (vite.islands.config.ts
 * puts this module in its place): a page with islands is a document of its own, so a link is
 * a plain link (the browser loads the next page), the location is the window's, and
 * navigating is the browser's. The markup is the one React Router renders on the server:
 * `<a href>`, and on a NavLink of the current page the class `active` and `aria-current`.
 */
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { localizedPath, splitLanguagePath } from '../../lib/i18n/languages.ts';

type To = string | { pathname?: string; search?: string; hash?: string };
/** The page's language and its path without the prefix, as React Router's basename gives them (src/lib/i18n/languages.ts). */
const here = () => splitLanguagePath(window.location.pathname);
const unprefixed = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? here().path}${to.search ?? ''}${to.hash ?? ''}`);
/** A site path in the page's language, as a link under the router's basename is. */
const href = (to: To) => {
  const path = unprefixed(to);
  return /^\/(?![/\\])/.test(path) ? localizedPath(here().lang, path) : path;
};

interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  end?: boolean;
  children?: ReactNode;
}

/** React Router's own props, which are not attributes of the link. */
function anchorProps({ to, replace, state, end, ...rest }: LinkProps) {
  void replace;
  void state;
  void end;
  return { href: href(to), ...rest };
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  return <a ref={ref} {...anchorProps(props)} />;
});

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

export const NavLink = forwardRef<HTMLAnchorElement, LinkProps>(function NavLink(props, ref) {
  const target = trimmed(unprefixed(props.to).split(/[?#]/)[0]!);
  const current = trimmed(here().path);
  const active = current === target || (!props.end && target !== '/' && current.startsWith(`${target}/`));
  const className = [props.className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <a ref={ref} {...anchorProps(props)} className={className} aria-current={active ? 'page' : undefined} />;
});

export function useLocation() {
  const { search, hash } = window.location;
  return { pathname: here().path, search, hash, state: null, key: 'default' };
}

export function useHref(to: To): string {
  return href(to);
}

export function useNavigate() {
  return (to: To | number) => (typeof to === 'number' ? window.history.go(to) : window.location.assign(href(to)));
}

export function useSearchParams(): [URLSearchParams] {
  return [new URLSearchParams(window.location.search)];
}
