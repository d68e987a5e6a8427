// A fighter's name in the rankings as a real link to their panel: it can be opened in a new tab
// (which takes the key from this one) or copied. Rows stay the keyboard's tab stop.
import { Isolated } from '../../../components/isolated.tsx';
import { formatCell } from '../../../lib/format.ts';
import type { FighterRow } from '../data/fighter-data.ts';
import { useFighterLocation } from '../fighter-links.ts';
import { Link } from 'react-router';

function NameLink({ classCode, name }: { classCode: string; name: string }) {
  const text = formatCell(name, 'string');
  // The screen's current search (fighter-links.ts): a memoised row's link follows each filter.
  const to = useFighterLocation(classCode, name);
  return (
    <Link to={to} tabIndex={-1} className="dv-clip" title={text}>
      <Isolated text={text} />
    </Link>
  );
}

export function FighterNameLink({ row }: { row: FighterRow }) {
  if (!row.name || !row.weight_class_code) {
    return <Isolated text={formatCell(row.name, 'string')} clip />;
  }
  return <NameLink classCode={row.weight_class_code} name={row.name} />;
}
