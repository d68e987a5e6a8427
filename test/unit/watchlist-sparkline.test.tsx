// The Watchlist's sparkline: its values said in words at once, then a line broken at a missing value
// and a dot on the newest value, higher for a better rank when inverted.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Sparkline } from '../../src/features/watchlist/sparkline.tsx';

/** The drawn dot's height in the box (smaller is higher), once the drawing is in. */
async function dotY(picture: HTMLElement): Promise<number> {
  const dot = await waitFor(() => {
    // eslint-disable-next-line testing-library/no-node-access -- a drawing's marks have no roles
    const found = picture.querySelector(
      '.recharts-reference-dot circle, .recharts-reference-dot-dot',
    );
    if (!found) throw new Error('no dot yet');
    return found;
  });
  return Number(dot.getAttribute('cy'));
}

describe('the sparkline', () => {
  it('names its values, draws a line with a gap, and marks the newest value', async () => {
    render(<Sparkline values={[4, 2, null, 3, 1]} label="Rank over the last 5 dates" invert />);
    const picture = screen.getByRole('img', {
      name: 'Rank over the last 5 dates: 4, 2, none, 3, 1',
    });
    expect(picture).toBeVisible();
    const top = await dotY(picture);
    // Two runs of points, so the path moves twice: 4 → 2, then 3 → 1.
    // eslint-disable-next-line testing-library/no-node-access -- a drawing's marks have no roles
    const d = picture.querySelector('.recharts-line-curve')?.getAttribute('d') ?? '';
    expect(d.match(/M/g)).toHaveLength(2);
    // Rank 1 (the best of the values) is at the top of the box.
    expect(top).toBeLessThan(6);
  });

  it('draws a higher value higher when not inverted', async () => {
    render(<Sparkline values={[1, 5]} label="Last ratings" />);
    expect(await dotY(screen.getByRole('img', { name: 'Last ratings: 1, 5' }))).toBeLessThan(6);
  });

  it('shows a dash for no values at all', () => {
    render(<Sparkline values={[null, null]} label="Last ratings" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('—')).toBeVisible();
  });
});
