// The shared popover, the Copy button's in-place "Copied", and an address's break points.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CopyTextButton } from '../../src/components/copy-text-button.tsx';
import { Popover } from '../../src/components/popover.tsx';
import { UrlText, urlParts } from '../../src/components/url-text.tsx';

function Example() {
  return (
    <main>
      <h1>Page</h1>
      <Popover label="Ranges">
        <label>
          Top ranks <input type="number" />
        </label>
      </Popover>
      <button type="button">Elsewhere</button>
    </main>
  );
}

describe('Popover', () => {
  it('opens from its button and closes on Escape from a field, the focus back on the button', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const button = screen.getByRole('button', { name: 'Ranges' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const field = await screen.findByRole('spinbutton', { name: 'Top ranks' });
    // Placed by Floating UI once its code has come: fixed, so no scroll box around it clips it.
    // eslint-disable-next-line testing-library/no-node-access -- follows aria-controls, as assistive technology does
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(panel).toHaveStyle({ position: 'fixed' }));
    expect(panel).not.toHaveAttribute('data-placing');
    await user.click(field);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside: the focus back on the button, or on the control clicked', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const button = screen.getByRole('button', { name: 'Ranges' });
    await user.click(button);
    await user.click(screen.getByRole('heading', { name: 'Page' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(button).toHaveFocus());

    await user.click(button);
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(elsewhere).toHaveFocus();
  });
});

describe('CopyTextButton', () => {
  it('says Copied in place, and announces what was copied', async () => {
    const user = userEvent.setup();
    render(
      <CopyTextButton text="curl …" label="Copy as curl" copiedMessage="curl command copied" />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy as curl' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('curl command copied');
    // Seen, not only heard: "Copied" shows and the label it replaces does not.
    expect(screen.getByText('Copied')).toBeVisible();
    expect(screen.getByText('Copy as curl')).not.toBeVisible();
  });
});

describe('UrlText', () => {
  it('lets an address break only after "/", "?" and "&", its text unchanged', () => {
    const url = 'https://api.example/v1/data/views/hub/view?app_id=eng.1&season=2024%2F2025';
    expect(urlParts(url)).toEqual([
      'https:/',
      '/',
      'api.example/',
      'v1/',
      'data/',
      'views/',
      'hub/',
      'view?',
      'app_id=eng.1&',
      'season=2024%2F2025',
    ]);
    const { container } = render(<UrlText url={url} />);
    expect(container.textContent).toBe(url);
    // eslint-disable-next-line testing-library/no-container, testing-library/no-node-access -- line-break opportunities (wbr) have no role
    expect(container.querySelectorAll('wbr')).toHaveLength(10);
  });
});
