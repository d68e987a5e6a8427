// A split-off module loaded for a component: once, at once when already in, again after a failure.
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useModule } from '../../src/components/use-module.ts';
import { moduleLoader, type ModuleLoader } from '../../src/lib/module-loader.ts';

interface Greeting {
  readonly text: string;
}

function Show({ loader }: { loader: ModuleLoader<Greeting> }) {
  const state = useModule(loader);
  if (state.module) return <p>{state.module.text}</p>;
  if (state.error !== undefined) {
    return (
      <button type="button" onClick={state.retry}>
        Retry
      </button>
    );
  }
  return <p role="status">Loading…</p>;
}

describe('moduleLoader and useModule', () => {
  it('asks once however many ask, and draws at once where it is already in', async () => {
    const importer = vi.fn(() => Promise.resolve({ text: 'Hello' }));
    const loader = moduleLoader(importer);
    const { unmount: unmountFirst } = render(<Show loader={loader} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Hello')).toBeVisible();
    unmountFirst();
    // Already in: the first render shows it, with no loading state in between.
    render(<Show loader={loader} />);
    expect(screen.getByText('Hello')).toBeVisible();
    await loader.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a failed load is reported, and Retry asks again', async () => {
    let fail = true;
    const importer = vi.fn(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve({ text: 'Back' }),
    );
    const loader = moduleLoader(importer);
    render(<Show loader={loader} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await act(async () => {
      await userEvent.setup().click(retry);
    });
    expect(await screen.findByText('Back')).toBeVisible();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
