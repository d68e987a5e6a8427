// Loading, empty and error states: announced, worded for a person, with a way forward.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataViewsError } from '../../src/api/errors.ts';
import { CopyLinkButton } from '../../src/components/copy-link-button.tsx';
import { EmptyState } from '../../src/components/empty-state.tsx';
import { ErrorState } from '../../src/components/error-state.tsx';
import { ExportCsvButton } from '../../src/components/export-csv-button.tsx';
import { LoadingState } from '../../src/components/loading-state.tsx';

const view = 'fighter_ratings/fighters_view';

describe('LoadingState', () => {
  it('is a status named by its label', () => {
    render(<LoadingState label="Loading fighters…" />);
    expect(screen.getByRole('status', { name: 'Loading fighters…' })).toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows its title, detail and actions', () => {
    render(
      <EmptyState title="No fighters match" detail="Try another name.">
        <button type="button">Clear search</button>
      </EmptyState>,
    );
    expect(screen.getByText('No fighters match')).toBeInTheDocument();
    expect(screen.getByText('Try another name.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('shows a refused request with the server message, status and next step', () => {
    const error = new DataViewsError('BadRequest', {
      view,
      status: 400,
      serverMessage: 'date must be YYYY-MM-DD',
    });
    render(<ErrorState error={error} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The service refused the request.');
    expect(alert).toHaveTextContent('The server said: “date must be YYYY-MM-DD”');
    expect(alert).toHaveTextContent('HTTP status 400');
    expect(alert).toHaveTextContent('Check the parameters and try again.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('mentions how long a rate limit asks to wait, and retries on request', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const error = new DataViewsError('RateLimited', { view, status: 429, retryAfterSeconds: 30 });
    render(<ErrorState error={error} onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('wait 30 seconds');
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveClass('dv-button--primary');
    await user.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers Retry, not emphasised, when repeating will not help', () => {
    const error = new DataViewsError('Unauthorized', { view, status: 401 });
    render(
      <ErrorState
        error={error}
        onRetry={() => {}}
        actions={<button type="button">Enter a key</button>}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The API key was not accepted.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your API key again.');
    expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveClass('dv-button--primary');
    expect(screen.getByRole('button', { name: 'Enter a key' })).toBeInTheDocument();
  });

  it.each([
    ['NetworkError', 'The service could not be reached.'],
    ['Timeout', 'The service took too long to answer.'],
    ['ServerError', 'The service had a problem answering.'],
    ['NotFound', 'The service does not know this view.'],
    ['Forbidden', 'This API key has no access'],
    ['MalformedResponse', 'not a table of rows'],
  ] as const)('explains %s', (kind, text) => {
    render(<ErrorState error={new DataViewsError(kind, { view })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('alert')).not.toHaveTextContent('HTTP status');
  });

  it('gives a generic message for other errors, never a stack trace', () => {
    const error = new TypeError('Cannot read properties of undefined (reading "x")');
    render(<ErrorState error={error} onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong.');
    expect(alert).not.toHaveTextContent('Cannot read');
    expect(alert).not.toHaveTextContent('at ');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('ExportCsvButton', () => {
  it('is disabled with no rows', () => {
    render(<ExportCsvButton filename="x" columns={[{ id: 'a', header: 'A' }]} rows={[]} />);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });
});

describe('CopyLinkButton', () => {
  it('copies the URL and says so politely', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyLinkButton />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'polite');
  });

  it('falls back to a selected field when the clipboard refuses', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyLinkButton href="https://example.test/fighters?sort=-points" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = await screen.findByRole('textbox', { name: 'Link to copy' });
    expect(field).toHaveValue('https://example.test/fighters?sort=-points');
    expect(field).toHaveFocus();
  });
});
