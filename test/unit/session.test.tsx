// The session: key form, sessionStorage only, sign out, the key shared between tabs, and the way back after a 401.
import { describe, expect, it, vi } from 'vitest';
// eslint-disable-next-line testing-library/no-manual-cleanup -- one test unmounts its first app midway, before a second starts
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { App } from '../../src/app/app.tsx';
import { createQueryClient } from '../../src/api/query-client.ts';
import { availableDatesQuery } from '../../src/api/queries.ts';
import { SessionProvider, useConnection, useSession } from '../../src/session/session-context.tsx';
import { KeyEntry } from '../../src/session/key-entry.tsx';
import { createKeyShare } from '../../src/session/key-share.ts';
import { useDemoApiInfo } from '../../src/session/demo-api-info.ts';
import { demoApiRoute, server, useDemoApi } from '../msw.ts';

useDemoApi();

function renderApp(path = '/') {
  window.history.pushState({}, '', path);
  return render(<App queryClient={createQueryClient()} />);
}

describe('the key form', () => {
  it('prompts for a key in a password field that can be shown, and offers the demo key', async () => {
    const user = userEvent.setup();
    renderApp('/');
    // A moment first: the key is requested from the app's other tabs.
    const field = await screen.findByLabelText('API key');
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide key' }));
    expect(field).toHaveAttribute('type', 'password');
    expect(screen.getByText(/enterprise subscription/)).toBeInTheDocument();
    expect(await screen.findByText(/bundled demo API is answering/)).toBeInTheDocument();
  });

  it('keeps the typed key out of every DOM attribute, shown or hidden', async () => {
    const user = userEvent.setup();
    const typed = 'sk_typed_9f8e7d6c5b4a';
    renderApp('/');
    const field = await screen.findByLabelText('API key');
    await user.type(field, typed);
    expect(field).toHaveValue(typed);
    expect(field.getAttribute('value') ?? '').not.toContain(typed);
    await user.click(screen.getByRole('button', { name: 'Show key' }));
    expect(document.documentElement.outerHTML).not.toContain(typed);
  });

  it('refuses an empty key with a message', async () => {
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Enter a key to continue.')).toBeInTheDocument();
    expect(screen.getByLabelText('API key')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the key in sessionStorage only, never in the URL, and forgets it on sign out', async () => {
    // A key the service accepts: one it refused would sign the tab out before the checks.
    server.use(demoApiRoute({ apiKey: 'secret-key-123' }));
    const user = userEvent.setup();
    renderApp('/football');
    await user.type(await screen.findByLabelText('API key'), 'secret-key-123');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Football' })).toHaveClass('active');
    expect(Object.values(sessionStorage)).toContain('secret-key-123');
    expect(Object.values(localStorage).join('')).not.toContain('secret-key-123');
    expect(window.location.href).not.toContain('secret-key-123');
    expect(screen.queryByText('secret-key-123')).not.toBeInTheDocument();
    expect(window.location.pathname).toBe('/football');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(screen.getByLabelText('API key')).toBeInTheDocument();
    expect(Object.values(sessionStorage).join('')).not.toContain('secret-key-123');
  });

  it('restores the session from sessionStorage on reload', async () => {
    sessionStorage.setItem('data-views.api-key', 'demo');
    renderApp('/explorer');
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});

function DatesProbe() {
  const conn = useConnection();
  const dates = useQuery(availableDatesQuery(conn));
  return <p>{dates.data ? `${dates.data.rows.length} dates` : 'loading'}</p>;
}

function Gate() {
  const { apiKey } = useSession();
  useDemoApiInfo();
  return apiKey ? <DatesProbe /> : <KeyEntry asking={false} />;
}

describe('a refused key', () => {
  it('brings back the key form with the reason, then the same screen after a good key', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('data-views.api-key', 'wrong-key');
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SessionProvider>
          <Gate />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('did not accept this key');
    expect(screen.queryByText('wrong-key')).not.toBeInTheDocument();
    expect(Object.values(sessionStorage).join('')).not.toContain('wrong-key');
    await user.type(screen.getByLabelText('API key'), 'demo');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/\d+ dates/)).toBeInTheDocument();
  });
});

describe('the key across tabs', () => {
  it('takes the key from another tab of the app, keeps it in its own sessionStorage, and signs out with it', async () => {
    // Another tab, holding the key, on the same channel the app uses.
    const onSignedOut = vi.fn();
    const other = createKeyShare({ currentKey: () => 'demo', onSignedOut });
    // The person opened one of the app's links in a new tab, there.
    other.expectNewTab();
    try {
      renderApp('/football');
      // One calm state while the other tab answers: the card and its title, no form yet.
      expect(screen.getByRole('heading', { name: 'Data Views dashboard' })).toBeInTheDocument();
      expect(screen.queryByLabelText('API key')).not.toBeInTheDocument();
      expect(await screen.findByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
      expect(sessionStorage.getItem('data-views.api-key')).toBe('demo');
      expect(window.location.href).not.toContain('demo');
      expect(localStorage.length).toBe(0);
      expect(document.cookie).toBe('');

      // Signing out in the other tab signs this one out.
      act(() => other.announceSignOut());
      expect(await screen.findByLabelText('API key')).toBeInTheDocument();
      expect(
        screen.getByText('You signed out in another tab. The key is forgotten.'),
      ).toBeVisible();
      expect(sessionStorage.getItem('data-views.api-key')).toBeNull();

      // And signing out here tells the other tab.
      sessionStorage.setItem('data-views.api-key', 'demo');
      cleanup();
      renderApp('/football');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Sign out' }));
      await waitFor(() => expect(onSignedOut).toHaveBeenCalledTimes(1));
    } finally {
      other.close();
    }
  });

  it('asks the person when no other tab answers', async () => {
    renderApp('/fighters');
    expect(await screen.findByLabelText('API key')).toBeInTheDocument();
    expect(sessionStorage.getItem('data-views.api-key')).toBeNull();
  });
});
