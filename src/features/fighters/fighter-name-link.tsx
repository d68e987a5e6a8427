// A fighter's name in the rankings as a real link to their panel: it can be opened in a new tab
// (which takes the key from this one) or copied. Rows stay the keyboard's tab stop.
import { useLocation } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { Isolated } from '../../components/isolated.tsx';
import { formatCell } from '../../lib/format.ts';
import type { FighterRow } from './fighter-data.ts';
import { fighterPath } from './fighters-url.ts';

export function FighterNameLink({ row }: { row: FighterRow }) {
  const { pathname, search } = useLocation();
  const text = formatCell(row.name, 'string');
  if (!row.name || !row.weight_class_code) return <Isolated text={text} clip />;
  // The screen's base path: the part before an open panel's own.
  const base = pathname.split('/fighter/')[0] || '/fighters';
  return (
    <AppLink
      to={{ pathname: fighterPath(base, row.weight_class_code, row.name), search }}
      tabIndex={-1}
      className="dv-clip"
      title={text}
    >
      <Isolated text={text} />
    </AppLink>
  );
}
