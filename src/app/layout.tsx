// The app shell: header with navigation, the API's name, key status and Sign out; the screen below.
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { describeOrigin } from '../session/api-origin.ts';
import { useDemoApiInfo } from '../session/demo-api-info.ts';
import { useSession } from '../session/session-context.tsx';
import { LoadingState } from '../components/loading-state.tsx';
import { MAIN_TABLE_ID, focusMainTable, useHasMainTable } from '../components/main-table.ts';
import { useDismiss } from '../components/use-dismiss.ts';
import { AfterFirstPaint } from '../components/after-first-paint.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

// The palette's code (and what it searches) loads the first time it is opened.
const CommandPalette = lazy(() => import('./command-palette.tsx'));
// The watchlist's "new ratings" line on Fighters: its code (and the list's) after the first paint.
const SinceLastVisit = lazy(() => import('../features/watchlist/since-last-visit.tsx'));

const sections = [
  { to: '/fighters', label: 'Fighters' },
  { to: '/football', label: 'Football' },
  { to: '/watchlist', label: 'Watchlist' },
  { to: '/explorer', label: 'Explorer' },
] as const;

function sectionTitle(pathname: string): string | undefined {
  return sections.find((s) => pathname.startsWith(s.to))?.label;
}

/**
 * While a screen's code arrives: its frame at once (the section's title and a skeleton of the table
 * to come), never an empty page.
 */
export function ScreenFallback() {
  const { pathname } = useLocation();
  const title = sectionTitle(pathname) ?? 'Data Views';
  return (
    <section className="page" aria-labelledby="page-title" aria-busy="true">
      <h1 id="page-title">{title}</h1>
      <LoadingState label={`Loading ${title}…`} rows={10} />
    </section>
  );
}

interface LayoutProps {
  /** A section link is about to be followed (pointer over it, or focus): its code can start now. */
  onSectionIntent?: (to: string) => void;
}

/** The palette's open state: Ctrl+K or the Search button opens it; focus comes back on close. */
function usePalette(closeMenu: () => void) {
  const [paletteOpen, setPaletteOpen] = useState(false);
  const beforePalette = useRef<Element | null>(null);

  const openPalette = useCallback(() => {
    beforePalette.current = document.activeElement;
    closeMenu();
    setPaletteOpen(true);
  }, [closeMenu]);
  const closePalette = () => {
    setPaletteOpen(false);
    // Back to where the person was, unless the palette took them somewhere new.
    const before = beforePalette.current;
    requestAnimationFrame(() => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    });
  };

  // Ctrl+K (⌘K on a Mac) opens the palette from anywhere.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        openPalette();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [openPalette]);

  return { paletteOpen, openPalette, closePalette };
}

/** Keeps keyboard users' place when a navigation removes the focused control. */
function useFocusAfterNavigation(pathname: string) {
  // When a navigation removes the focused control (e.g. a picker that led to a new screen), focus
  // would fall to the page body; move it to the new screen so keyboard users keep their place.
  // Not on the first screen shown (a page load, or just signed in): there the first Tab reaches
  // the skip links at the top, as on any page.
  const firstPath = useRef<string | null>(pathname);
  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = null;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (!active || active === document.body) {
        document.getElementById('main')?.focus({ preventScroll: true });
      }
    }, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);
}

/** "Skip to content", and "Skip to table" on a screen whose main table is drawn. */
function SkipLinks({ hasTable }: { hasTable: boolean }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      {hasTable ? (
        <a
          className="skip-link"
          href={`#${MAIN_TABLE_ID}`}
          onClick={(event) => {
            if (focusMainTable()) event.preventDefault();
          }}
        >
          Skip to table
        </a>
      ) : null}
    </>
  );
}

/** The section links and the session's status (API, key, Sign out); a menu on small screens. */
function ShellMenu({ open, onSectionIntent }: { open: boolean } & LayoutProps) {
  const { origin, signOut } = useSession();
  const demo = useDemoApiInfo();
  return (
    <div id="shell-menu" className={`shell__menu${open ? ' shell__menu--open' : ''}`}>
      <nav aria-label="Sections" className="shell__nav">
        {sections.map((s) => (
          <NavLink
            key={s.to}
            to={s.to}
            className="shell__link"
            // Over, not Enter: React makes Enter from the `pointerout` of the element left,
            // which never reaches the page when that element was removed under the pointer.
            onPointerOver={() => onSectionIntent?.(s.to)}
            onFocus={() => onSectionIntent?.(s.to)}
          >
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
    </div>
  );
}

export function Layout({ onSectionIntent }: LayoutProps) {
  const location = useLocation();
  // A link followed to a screen whose code is still on its way: the old screen stays up meanwhile,
  // with a progress bar to say the click was taken.
  const navigation = useNavigation();
  const pendingPath =
    navigation.state === 'loading' && navigation.location.pathname !== location.pathname
      ? navigation.location.pathname
      : null;
  // Open for the screen it was opened on: a new screen closes the small-screen menu.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);

  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => setMenuOpenOn(null), []);
  // A click or focus below the header, or Escape, closes it, as the table's menus close.
  useDismiss(menuOpen, header, closeMenu, menuButton);
  // Offered on a screen whose main table is drawn: past the header and the screen's controls.
  const hasTable = useHasMainTable();
  const { paletteOpen, openPalette, closePalette } = usePalette(closeMenu);
  useFocusAfterNavigation(location.pathname);

  return (
    <div className="shell">
      <SkipLinks hasTable={hasTable} />
      <header className="shell__header" ref={header}>
        <span className="shell__brand">Data Views</span>
        <button
          type="button"
          className="shell__search"
          onClick={openPalette}
          // Named by what it shows ("Search Ctrl K"; "Search" where the shortcut is hidden), so a
          // speech user can say what they read; the shortcut itself is aria-keyshortcuts.
          aria-keyshortcuts="Control+K Meta+K"
          title="Go to a screen, weight class, fighter, league or player (Ctrl+K)"
        >
          <span aria-hidden="true">⌕</span> Search <kbd className="shell__kbd">Ctrl K</kbd>
        </button>
        <button
          ref={menuButton}
          type="button"
          className="shell__menu-button"
          aria-expanded={menuOpen}
          aria-controls="shell-menu"
          onClick={() => setMenuOpen(!menuOpen)}
        >
          Menu <span aria-hidden="true">{menuOpen ? '▴' : '▾'}</span>
        </button>
        <ShellMenu open={menuOpen} onSectionIntent={onSectionIntent} />
      </header>
      {paletteOpen ? (
        <Suspense fallback={null}>
          <CommandPalette onClose={closePalette} />
        </Suspense>
      ) : null}
      {pendingPath !== null ? (
        // Shown after a moment (app.css), so a screen that is quick to come never flashes it.
        <div
          className="shell__progress"
          role="progressbar"
          aria-label={`Loading ${sectionTitle(pendingPath) ?? 'the next screen'}…`}
        />
      ) : null}
      <main
        id="main"
        className="shell__main"
        tabIndex={-1}
        aria-busy={pendingPath !== null || undefined}
      >
        <ErrorBoundary resetKey={location.pathname}>
          <Suspense fallback={<ScreenFallback />}>
            <Outlet />
          </Suspense>
          {location.pathname.startsWith('/fighters') ? (
            <AfterFirstPaint>
              <Suspense fallback={null}>
                <SinceLastVisit />
              </Suspense>
            </AfterFirstPaint>
          ) : null}
        </ErrorBoundary>
      </main>
    </div>
  );
}
