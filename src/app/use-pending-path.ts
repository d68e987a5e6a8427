// The screen the browser's address has moved on to while the one shown is still the old one: React
// Router renders a new location in a transition, so a screen whose code is still on its way (the
// first visit to a section, on a slow network) leaves the old screen up, with nothing to say a
// click was taken. The shell shows a progress bar meanwhile (layout.tsx).
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** The Navigation API, where the browser has it: it reports pushState and replaceState too. */
function navigationApi(): EventTarget | undefined {
  return (window as Window & { navigation?: EventTarget }).navigation;
}

function subscribe(onChange: () => void): () => void {
  const navigation = navigationApi();
  navigation?.addEventListener('currententrychange', onChange);
  // Back and Forward, in a browser without the Navigation API (a link's push then goes unseen).
  window.addEventListener('popstate', onChange);
  return () => {
    navigation?.removeEventListener('currententrychange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const browserPath = (): string => window.location.pathname;

/**
 * A pathname as the browser's address holds it: percent-encoded (a router location made from a
 * link's `to` may hold `é` or a space as they are).
 */
export function asBrowserPath(pathname: string): string {
  return new URL(`http://host${pathname.startsWith('/') ? '' : '/'}${pathname}`).pathname;
}

/** The pathname the browser is at when the screen shown is for another one, else null. */
export function usePendingPath(): string | null {
  const { pathname } = useLocation();
  const current = useSyncExternalStore(subscribe, browserPath);
  return current === asBrowserPath(pathname) ? null : current;
}
