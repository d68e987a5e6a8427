// Pointing at a section link starts its screen's code (the shell's section links), however the
// browser's pointer events arrive.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../../src/api/query-client.ts';
import { Layout } from '../../src/app/layout.tsx';
import { SessionProvider } from '../../src/session/session-context.tsx';
import { useDemoApi } from '../msw.ts';

useDemoApi();

function showShell(onSectionIntent: (to: string) => void) {
  sessionStorage.setItem('data-views.api-key', 'demo');
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider>
        <RouterProvider
          router={createMemoryRouter(
            [
              {
                element: <Layout onSectionIntent={onSectionIntent} />,
                children: [{ path: '*', element: <p>A screen</p> }],
              },
            ],
            { initialEntries: ['/fighters'] },
          )}
        />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('navigation', { name: 'Sections' });
}

describe('section links', () => {
  it('start their screen’s code when pointed at, and when focused', () => {
    const intent = vi.fn();
    const nav = showShell(intent);
    const football = screen.getByRole('link', { name: 'Football' });
    expect(nav).toContainElement(football);
    fireEvent.pointerOver(football);
    expect(intent).toHaveBeenLastCalledWith('/football');
    fireEvent.focus(screen.getByRole('link', { name: 'Explorer' }));
    expect(intent).toHaveBeenLastCalledWith('/explorer');
  });

  it('even when the pointer comes from an element the page still has, whose leaving was not seen', () => {
    // The element under the pointer was replaced while it rested there (a table taking over from
    // its preview): the browser sends `pointerout` to the removed element, which never reaches the
    // page's listeners, and `pointerover` to the link with the page's element it came from.
    const intent = vi.fn();
    showShell(intent);
    const football = screen.getByRole('link', { name: 'Football' });
    fireEvent.pointerOver(football, { relatedTarget: screen.getByText('A screen') });
    expect(intent).toHaveBeenCalledWith('/football');
  });
});
