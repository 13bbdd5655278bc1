/**
 * What the islands use of react-router-dom, for the islands build (vite.islands.config.ts
 * puts this module in its place): a page with islands is a document of its own, so a link is
 * a plain link (the browser loads the next page), the location is the window's, and
 * navigating is the browser's. The markup is the one React Router renders on the server:
 * `<a href>`, and on a NavLink of the current page the class `active` and `aria-current`.
 */
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';

type To = string | { pathname?: string; search?: string; hash?: string };
const href = (to: To) => (typeof to === 'string' ? to : `${to.pathname ?? window.location.pathname}${to.search ?? ''}${to.hash ?? ''}`);

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
  const target = trimmed(href(props.to).split(/[?#]/)[0]!);
  const here = trimmed(window.location.pathname);
  const active = here === target || (!props.end && target !== '/' && here.startsWith(`${target}/`));
  const className = [props.className, active ? 'active' : undefined].filter(Boolean).join(' ') || undefined;
  return <a ref={ref} {...anchorProps(props)} className={className} aria-current={active ? 'page' : undefined} />;
});

export function useLocation() {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: null, key: 'default' };
}

export function useNavigate() {
  return (to: To | number) => (typeof to === 'number' ? window.history.go(to) : window.location.assign(href(to)));
}

export function useSearchParams(): [URLSearchParams] {
  return [new URLSearchParams(window.location.search)];
}
