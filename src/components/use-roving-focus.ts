// A long list of links or buttons as one Tab stop (a roving tabindex): Tab enters at the item last
// used and leaves the list; arrow keys move between its items, Home and End to the first and last.
import { useEffect, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

/** What counts as an item, by default: the buttons and `<summary>`s inside. */
const ITEMS = 'button:not(:disabled), summary, a[href]';
const STOP = 'data-roving-stop';

function itemsOf(container: HTMLElement, selector: string): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(selector)];
}

/** Makes `stop` (else the one marked, else the first) the only item Tab reaches. */
function assignStop(container: HTMLElement, selector: string, stop?: HTMLElement) {
  const items = itemsOf(container, selector);
  const chosen =
    (stop && items.includes(stop) ? stop : undefined) ??
    items.find((item) => item.hasAttribute(STOP)) ??
    items[0];
  for (const item of items) {
    item.tabIndex = item === chosen ? 0 : -1;
    item.toggleAttribute(STOP, item === chosen);
  }
}

/**
 * Spread the returned handlers on the container. Items added later (a list's "Show all") join at
 * once: the container is watched for them.
 */
export function useRovingFocus(container: RefObject<HTMLElement | null>, selector = ITEMS) {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    assignStop(element, selector);
    if (typeof MutationObserver !== 'function') return;
    const observer = new MutationObserver(() => assignStop(element, selector));
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [container, selector]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const element = container.current;
    const target = event.target as HTMLElement;
    if (!element || event.altKey || event.ctrlKey || event.metaKey) return;
    const items = itemsOf(element, selector);
    const at = items.indexOf(target);
    if (at < 0) return;
    let next: number;
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') next = at + 1;
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') next = at - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else return;
    const item = items[Math.max(0, Math.min(items.length - 1, next))];
    if (!item) return;
    event.preventDefault();
    assignStop(element, selector, item);
    item.focus();
  };

  // A click or focus on an item makes it the stop that Tab comes back to.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const element = container.current;
    if (element && event.target instanceof HTMLElement && event.target.matches(selector)) {
      assignStop(element, selector, event.target);
    }
  };

  return { onKeyDown, onFocus };
}
