// Owns the open fighter: which one the route names (fighter/:classCode/:name), and adding them
// to head-to-head from their panel.
import { useState } from 'react';
import { useParams } from 'react-router';
import { fighterKey } from '../data/fighter-data.ts';
import { cannotAdd, readContenders } from '../head-to-head/head-to-head.ts';

interface Fighter {
  classCode: string;
  name: string;
}

export function useFighterPanel(h2h: readonly string[], compare: (fighter: Fighter) => void) {
  const { classCode, name } = useParams();
  // A fighter added from the panel: head-to-head, further down, is brought into view and said.
  const [added, setAdded] = useState<{ name: string } | null>(null);
  const open: Fighter | null = classCode && name ? { classCode, name } : null;
  return {
    /** The fighter whose panel is open, or null. */
    open,
    /** The open fighter's row in the table. */
    selectedId: open ? fighterKey(open.name, open.classCode) : null,
    /** The fighter just added to head-to-head from their panel (a new object each time). */
    added,
    onCompare: () => {
      if (!open) return;
      compare(open);
      setAdded({ name: open.name });
    },
    /** Why the open fighter cannot be added to head-to-head, or null. */
    compareRefusal: open ? cannotAdd(readContenders(h2h), open) : null,
  };
}

export type FighterPanelState = ReturnType<typeof useFighterPanel>;
