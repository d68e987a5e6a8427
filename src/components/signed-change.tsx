// A signed change in the app's one format (formatChange) and colours: up in the positive colour,
// down in the danger colour, unchanged (or rounding to zero) in the text's.
import { changeDirection, formatChange, type ChangeFormatOptions } from '../lib/format.ts';
import type { CellValue } from '../lib/cell.ts';
import '../styles/change.css';

export function SignedChange({
  value,
  digits,
}: { value: CellValue | undefined } & ChangeFormatOptions) {
  const direction = changeDirection(value, { digits });
  return (
    <span className={`dv-change dv-change--${direction}`}>{formatChange(value, { digits })}</span>
  );
}
