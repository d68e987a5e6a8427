// CSV export: RFC 4180 quoting, CRLF, nulls empty, numbers exact, spreadsheet formulas defused.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csvField, downloadCsv, toCsv } from '../../src/lib/csv.ts';
import { safeFilename } from '../../src/lib/filename.ts';

describe('csvField', () => {
  it('quotes fields with commas, quotes, newlines or edge spaces', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('Silva, Anderson')).toBe('"Silva, Anderson"');
    expect(csvField('The "Spider"')).toBe('"The ""Spider"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('padded ')).toBe('"padded "');
  });

  it('writes nulls as empty fields and numbers in full precision', () => {
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(1523.456789123)).toBe('1523.456789123');
    expect(csvField(1234567)).toBe('1234567');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(Number.NaN)).toBe('');
    expect(csvField(true)).toBe('true');
  });

  it('defuses text that a spreadsheet would run as a formula, but not numbers', () => {
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('+44 20')).toBe("'+44 20");
    expect(csvField('-2')).toBe("'-2");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('=HYPERLINK("http://x", "y")')).toBe('"\'=HYPERLINK(""http://x"", ""y"")"');
    expect(csvField(-2)).toBe('-2');
    expect(csvField('2024-03-01')).toBe('2024-03-01');
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-separated line per row', () => {
    const text = toCsv(
      [
        { id: 'name', header: 'Fighter' },
        { id: 'points', header: 'Points' },
        { id: 'peak', header: 'Peak, best' },
      ],
      [
        { name: 'José Aldo', points: 1523.5, peak: true },
        { name: 'Silva, A', points: null, peak: null },
      ],
    );
    expect(text).toBe('Fighter,Points,"Peak, best"\r\nJosé Aldo,1523.5,true\r\n"Silva, A",,');
  });

  it('reads values through a column function when given', () => {
    const text = toCsv(
      [
        {
          id: 'rank',
          header: 'Rank',
          value: (row: { rank: number | null }) => row.rank ?? 'unranked',
        },
      ],
      [{ rank: 1 }, { rank: null }],
    );
    expect(text).toBe('Rank\r\n1\r\nunranked');
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([{ id: 'a', header: 'A' }], [])).toBe('A');
  });
});

describe('safeFilename', () => {
  it('joins parts into a portable name', () => {
    expect(safeFilename(['fighters', '2024-03-01', 'Lightweight'])).toBe(
      'fighters-2024-03-01-lightweight.csv',
    );
    expect(safeFilename(['Ligue 1 / Café', undefined, ''])).toBe('ligue-1-cafe.csv');
    expect(safeFilename(['../etc/passwd'])).toBe('etc-passwd.csv');
    expect(safeFilename([], 'json')).toBe('export.json');
  });

  it('keeps names short', () => {
    expect(safeFilename(['x'.repeat(500)]).length).toBeLessThanOrEqual(124);
  });
});

describe('downloadCsv', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('clicks a temporary link to a blob URL, then removes it and revokes the URL', () => {
    vi.useFakeTimers();
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:test';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);

    downloadCsv('fighters.csv', 'a,b');

    expect(click).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('fighters.csv');
    expect(link.getAttribute('href')).toBe('blob:test');
    expect(link.isConnected).toBe(false);
    expect(created[0]?.type).toBe('text/csv;charset=utf-8');
    expect(revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:test');
  });
});
