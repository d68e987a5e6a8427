// Vitest set-up for unit and component tests: DOM matchers, cleanup, and jsdom gaps.
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

afterEach(() => {
  cleanup();
  // Tests that choose `@vitest-environment node` have no sessionStorage.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
});

// jsdom's Blob has no text(), which every browser has: read through its FileReader instead.
if (typeof Blob !== 'undefined' && typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob): Promise<string> {
    return new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('The Blob could not be read.'));
      reader.readAsText(this);
    });
  };
}

// jsdom has no layout; TanStack Virtual and Recharts measure elements through these.
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
    Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });
  }
  if (!window.matchMedia) {
    Object.assign(window, {
      matchMedia: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  }
}

// TanStack Virtual sizes its window from the scroller's clientWidth/clientHeight, which jsdom
// reports as 0, so a virtualised table would render no rows. Only elements that declare themselves
// a virtual viewport get a fixed 800×600 box; every other element keeps jsdom's zero.
if (typeof HTMLElement !== 'undefined') {
  const VIEWPORT = { clientWidth: 800, clientHeight: 600 } as const;
  for (const property of Object.keys(VIEWPORT) as (keyof typeof VIEWPORT)[]) {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, property);
    Object.defineProperty(HTMLElement.prototype, property, {
      configurable: true,
      get(this: HTMLElement): number {
        if (this.hasAttribute('data-virtual-viewport')) return VIEWPORT[property];
        return (original?.get?.call(this) as number | undefined) ?? 0;
      },
    });
  }
}
