// A screen whose code arrived before the app's first render is drawn at once, with no loading
// fallback first (React keeps a fallback it has shown for at least 300 ms).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { preloadSectionScreen } from '../../src/app/sections.tsx';
import { renderAppAt } from '../render-app.tsx';

const at = (path: string) => new URL(path, window.location.origin);

describe('section screens', () => {
  it('a screen not yet loaded shows the section’s loading state first', async () => {
    renderAppAt('/explorer');
    expect(screen.getByRole('status', { name: 'Loading Explorer…' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Explorer' });
  });

  it('a screen whose code is in renders straight away, without that loading state', async () => {
    await expect(preloadSectionScreen(at('/fighters?mode=by-date'))).resolves.toBe(true);
    renderAppAt('/fighters?mode=by-date');
    expect(screen.queryByRole('status', { name: 'Loading Fighters…' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Fighters' })).toBeVisible();
  });

  it('a URL outside every section preloads nothing and says so', async () => {
    await expect(preloadSectionScreen(at('/nowhere'))).resolves.toBe(false);
  });
});
