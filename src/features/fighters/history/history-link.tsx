// "History of <class>": the link to a class's division history, from the Fighters screen (the
// class picker) and a fighter's panel. Small and plain: the toolbar is on the first screen.
import { useContext } from 'react';
import { displayText } from '../../../lib/text.ts';
import { FighterLinks } from '../fighter-links.ts';
import { historyPath } from './history-path.ts';
import { Link } from 'react-router';

export function HistoryLink({ classCode, text }: { classCode: string; text: string }) {
  const { base } = useContext(FighterLinks);
  return (
    <Link className="fighters-history-link" to={historyPath(base, classCode)}>
      {displayText(text)}
    </Link>
  );
}
