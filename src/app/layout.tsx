// The app shell: header with navigation, the API's name, key status and Sign out; the screen below.
import { Suspense, useEffect } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { describeOrigin } from '../session/api-origin.ts';
import { useDemoApiInfo } from '../session/demo-api-info.ts';
import { useSession } from '../session/session-context.tsx';
import { LoadingState } from '../components/loading-state.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

const sections = [
  { to: '/fighters', label: 'Fighters' },
  { to: '/football', label: 'Football' },
  { to: '/explorer', label: 'Explorer' },
] as const;

/**
 * While a screen's code arrives: its frame at once (the section's title and a skeleton of the table
 * to come), never an empty page.
 */
function ScreenFallback() {
  const { pathname } = useLocation();
  const title = sections.find((s) => pathname.startsWith(s.to))?.label ?? 'Data Views';
  return (
    <section className="page" aria-labelledby="page-title" aria-busy="true">
      <h1 id="page-title">{title}</h1>
      <LoadingState label={`Loading ${title}…`} rows={10} />
    </section>
  );
}

export function Layout() {
  const { origin, signOut } = useSession();
  const demo = useDemoApiInfo();
  const location = useLocation();

  // When a navigation removes the focused control (e.g. a picker that led to a new screen), focus
  // would fall to the page body; move it to the new screen so keyboard users keep their place.
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) {
        document.getElementById('main')?.focus({ preventScroll: true });
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [location.pathname]);

  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell__header">
        <span className="shell__brand">Data Views</span>
        <nav aria-label="Sections" className="shell__nav">
          {sections.map((s) => (
            <NavLink key={s.to} to={s.to} className="shell__link">
              {s.label}
            </NavLink>
          ))}
        </nav>
        <div className="shell__status">
          <span title="Where the data comes from">
            API: <strong>{describeOrigin(origin, demo?.demo ?? false)}</strong>
          </span>
          <span className="shell__key" aria-label="API key is set for this tab">
            Key set
          </span>
          <button type="button" className="button button--quiet" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" className="shell__main" tabIndex={-1}>
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<ScreenFallback />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
