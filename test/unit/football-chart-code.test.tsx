// The chart's code failing to load (a deploy replaced it, the network dropped): the player's screen
// stays, says so where the chart would be, and Retry draws it.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAppAt } from '../render-app.tsx';
import { useDemoApi } from '../msw.ts';

const chunk = vi.hoisted(() => ({ fail: true }));
vi.mock('../../src/features/football/chart/rating-chart.tsx', async (importOriginal) => {
  if (chunk.fail) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

useDemoApi();

describe('Football: the chart’s code', () => {
  it('a chart whose code did not load says so beside the rest of the screen, and Retry draws it', async () => {
    const user = userEvent.setup({ delay: null });
    renderAppAt('/football/players/100001');
    const alert = await screen.findByRole('alert', {});
    expect(alert).toHaveTextContent(/Something went wrong/);
    // The rest of the screen is there: the heading and the history's table.
    expect(screen.getByRole('heading', { level: 2, name: 'Rating over time' })).toBeVisible();
    expect(await screen.findByRole('table', { name: /Rating history/ })).toBeInTheDocument();

    chunk.fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect((await screen.findAllByTestId('rating-point-100001', {})).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
