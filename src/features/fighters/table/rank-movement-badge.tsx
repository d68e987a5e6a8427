// A rank movement as a glyph with a count, and words for screen readers ("up 3", "new").
import type { Movement } from '../data/rank-movement.ts';
import { movementText } from '../data/rank-movement.ts';

const glyphs = { up: '▲', down: '▼' } as const;

export function RankMovementBadge({ movement }: { movement: Movement | null }) {
  if (!movement) return <span className="fighters-movement">—</span>;
  const text = movementText(movement);
  let shown: string;
  if (movement.kind === 'up' || movement.kind === 'down')
    shown = `${glyphs[movement.kind]}${movement.by}`;
  else shown = movement.kind === 'new' ? 'New' : '–';
  return (
    <span
      className={`fighters-movement fighters-movement--${movement.kind}`}
      title={text ?? undefined}
    >
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
