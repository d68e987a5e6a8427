// The screen behind the key form loads while the key is typed, so Continue shows it at once. In a
// file of its own: the screens' code, once loaded by another test, stays loaded.
import { expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/app/app.tsx';
import { createQueryClient } from '../../src/api/query-client.ts';
import { useDemoApi } from '../msw.ts';

useDemoApi();

it('loads the screen behind the key form, so Continue shows it with no loading step', async () => {
  const user = userEvent.setup();
  window.history.pushState({}, '', '/football');
  render(<App queryClient={createQueryClient()} />);
  await user.type(await screen.findByLabelText('API key'), 'demo');
  // Time for the screen's code to arrive, as it has while a person types a key.
  await act(async () => {
    await import('../../src/features/football/football-routes.tsx');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.queryByRole('heading', { level: 1 })).toHaveTextContent('Data Views dashboard');

  await user.click(screen.getByRole('button', { name: 'Continue' }));
  // The screen itself, in the same moment: no "Loading Football…" in its place first (React would
  // keep that up for at least 300 ms).
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Football');
  expect(screen.queryByText('Loading Football…')).not.toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'League' })).toBeInTheDocument();
});
