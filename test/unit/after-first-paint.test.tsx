// Sections drawn after the content above them has been painted (the player's chart first, the
// panels and tables below it a frame later).
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AfterFirstPaint } from '../../src/components/after-first-paint.tsx';

function Page() {
  return (
    <>
      <h1>Above</h1>
      <AfterFirstPaint>
        <p>Below</p>
      </AfterFirstPaint>
    </>
  );
}

describe('AfterFirstPaint', () => {
  it('commits what is above without it, and draws it once a frame has gone by', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    render(<Page />);
    // React's work is all done here (render flushes it): only the frame holds the section back.
    expect(screen.getByRole('heading', { name: 'Above' })).toBeInTheDocument();
    expect(screen.queryByText('Below')).toBeNull();
    expect(frame).toHaveBeenCalled();
    expect(await screen.findByText('Below')).toBeInTheDocument();
  });

  it('requests nothing more once gone before that frame', () => {
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    render(<Page />).unmount();
    expect(cancel).toHaveBeenCalled();
  });
});
