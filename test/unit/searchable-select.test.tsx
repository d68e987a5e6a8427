// The searchable picker as a keyboard and mouse user meets it: filter, arrows, Enter, Escape, groups.
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchableSelect } from '../../src/components/searchable-select.tsx';
import type { SelectOption } from '../../src/components/searchable-select.tsx';

// A deliberate fixture: accents, shared groups and a description that is searched too.
const options: SelectOption[] = [
  { value: 'a', label: 'Premier Division', group: 'England', description: 'ID a' },
  { value: 'b', label: 'Liga Única', group: 'Spain', description: 'ID b' },
  { value: 'c', label: 'Championship', group: 'England', description: 'ID c' },
  { value: 'd', label: 'Süper Lig', group: 'Türkiye', description: 'ID d' },
];

function Harness({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <SearchableSelect
        label="League"
        options={options}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output aria-label="chosen">{value ?? 'none'}</output>
    </>
  );
}

function optionNames(): string[] {
  return screen.getAllByRole('option').map((o) => o.textContent ?? '');
}

describe('SearchableSelect', () => {
  it('is a labelled combobox whose list is grouped, with options kept together by group', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'League' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'League' });
    const england = within(list).getByRole('group', { name: 'England' });
    expect(within(england).getAllByRole('option')).toHaveLength(2);
    // Groups appear in first-seen order; within a group the given order is kept.
    expect(optionNames().map((t) => t.replace(/ID .$/, ''))).toEqual([
      'Premier Division',
      'Championship',
      'Liga Única',
      'Süper Lig',
    ]);
  });

  it('filters as you type, ignoring case and accents, and also by group and description', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'League' });
    await user.type(box, 'SUPER');
    expect(optionNames()).toEqual(['Süper LigID d']);
    await user.clear(box);
    await user.type(box, 'england');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.clear(box);
    await user.type(box, 'unica');
    expect(optionNames()).toEqual(['Liga ÚnicaID b']);
    await user.clear(box);
    await user.type(box, 'zzz');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No match: try fewer letters.')).toBeInTheDocument();
  });

  it('moves with the arrows, chooses with Enter and shows the choice in the field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'League' });
    box.focus();
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const first = screen.getAllByRole('option')[0] as HTMLElement;
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('b');
    expect(box).toHaveValue('Liga Única');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('chosen')).toHaveTextContent('b');
  });

  it('Escape closes the list and puts back the chosen label without changing the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'League' });
    await user.click(box);
    await user.click(screen.getByRole('option', { name: /Championship/ }));
    expect(box).toHaveValue('Championship');
    await user.type(box, 'Liga');
    expect(box).toHaveValue('Liga');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('Championship');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('reopening starts on the chosen option, which is marked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'League' });
    await user.click(box);
    await user.click(screen.getByRole('option', { name: /Süper Lig/ }));
    box.focus();
    await user.keyboard('{ArrowDown}');
    // eslint-disable-next-line testing-library/no-node-access -- follows aria-activedescendant, as assistive technology does
    const active = document.getElementById(box.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent('Süper Lig');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(box).toHaveValue('Liga Única');
  });

  it('shows a notice instead of options while they are not ready', async () => {
    const user = userEvent.setup();
    render(
      <SearchableSelect
        label="League"
        options={[]}
        value={null}
        onChange={() => {}}
        notice="Loading leagues…"
      />,
    );
    await user.click(screen.getByRole('combobox', { name: 'League' }));
    expect(screen.getByText('Loading leagues…')).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
