// The search field as a person types in it: the text shows at once, the caller gets every change,
// and a value set from elsewhere (a Clear button, Back) replaces what was typed.
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from '../../src/components/search-box.tsx';

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchBox
        label="Search fighters"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output aria-label="filtering by">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        Clear all filters
      </button>
      <button type="button" onClick={() => setValue('ana')}>
        Back
      </button>
    </>
  );
}

/** The harness drawn, with a person to type and the field they type in. */
function renderHarness(onChange?: (value: string) => void) {
  const user = userEvent.setup();
  render(<Harness onChange={onChange} />);
  return { user, field: screen.getByRole('searchbox', { name: 'Search fighters' }) };
}

describe('SearchBox', () => {
  it('shows what is typed and hands the caller each change', async () => {
    const onChange = vi.fn();
    const { user, field } = renderHarness(onChange);
    await user.type(field, 'jo');
    expect(field).toHaveValue('jo');
    expect(onChange.mock.calls.map(([v]) => v as string)).toEqual(['j', 'jo']);
    expect(screen.getByLabelText('filtering by')).toHaveTextContent('jo');
  });

  it('takes a value set from elsewhere, and keeps typing from there', async () => {
    const { user, field } = renderHarness();
    await user.type(field, 'jo');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(field).toHaveValue('ana');
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(field).toHaveValue('');
    await user.type(field, 'x');
    expect(field).toHaveValue('x');
    expect(screen.getByLabelText('filtering by')).toHaveTextContent('x');
  });

  it('Escape empties the field and the filter', async () => {
    const { user, field } = renderHarness();
    await user.type(field, 'jo{Escape}');
    expect(field).toHaveValue('');
    expect(screen.getByLabelText('filtering by')).toHaveTextContent('');
  });

  it('shows the typing even while the caller has not taken it up', async () => {
    const user = userEvent.setup();
    // A caller that ignores changes: the field must not snap back to its value.
    render(<SearchBox label="Search fighters" value="" onChange={() => undefined} />);
    const field = screen.getByRole('searchbox', { name: 'Search fighters' });
    await user.type(field, 'abc');
    expect(field).toHaveValue('abc');
  });
});
