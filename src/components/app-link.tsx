// Links inside the app: an <a> whose click navigates in place, made from React Router's own
// hooks (useHref, useLinkClickHandler, documented for building links of one's own), not its
// <Link> and <NavLink>. Those carry framework mode's link prefetching (route modules, manifests,
// <link rel="prefetch"> tags: 2.4 KB gzip of the first screen, measured with
// build/react-router-shaking.ts, without which they are bundled anyway; docs/performance.md),
// which a single-page app with declarative routes never uses. A modified or middle click, or a
// target, is left to the browser.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { matchPath, useHref, useLinkClickHandler, useLocation, type To } from 'react-router';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  readonly to: To;
  readonly ref?: Ref<HTMLAnchorElement>;
}

export function AppLink({ to, target, onClick, ref, ...rest }: AppLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  // eslint-disable-next-line jsx-a11y-x/anchor-has-content -- the link's content arrives in rest.children
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
}

export interface AppNavLinkProps extends AppLinkProps {
  /** The path this link is the current page of, with everything below it (`to` as a string). */
  readonly to: string;
}

/**
 * A section link: marked `aria-current="page"` and given the `active` class while the URL is
 * at `to` or below it, as React Router's NavLink does.
 */
export function AppNavLink({ to, className, ...rest }: AppNavLinkProps) {
  const { pathname } = useLocation();
  const active = matchPath({ path: to, end: false }, pathname) !== null;
  return (
    <AppLink
      {...rest}
      to={to}
      className={active ? [className, 'active'].filter(Boolean).join(' ') : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}
