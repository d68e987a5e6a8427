// The sparkline's drawing on Recharts, loaded after the table it sits in (Recharts is large): a line
// with a gap where a value is missing and a dot on the newest value.
import { Line, LineChart, ReferenceDot, XAxis, YAxis } from 'recharts';

const PAD = 3;
const MARGIN = { top: PAD, right: PAD, bottom: PAD, left: PAD } as const;

/** The values' span; a flat line (one value throughout) sits in the middle. */
function valueDomain(known: readonly number[]): [number, number] {
  const min = Math.min(...known);
  const max = Math.max(...known);
  return min === max ? [min - 1, max + 1] : [min, max];
}

export default function SparklineDrawing(props: {
  values: readonly (number | null)[];
  invert: boolean;
  width: number;
  height: number;
}) {
  const { values, invert } = props;
  const known = values.filter((v): v is number => v !== null);
  const last = values.findLastIndex((v) => v !== null);
  const data = values.map((value, i) => ({ i, value }));
  return (
    <LineChart
      width={props.width}
      height={props.height}
      data={data}
      margin={MARGIN}
      accessibilityLayer={false}
    >
      <XAxis dataKey="i" type="number" domain={[0, Math.max(values.length - 1, 1)]} hide />
      <YAxis type="number" domain={valueDomain(known)} reversed={invert} hide />
      <Line
        dataKey="value"
        type="linear"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinejoin="round"
        dot={false}
        activeDot={false}
        isAnimationActive={false}
      />
      <ReferenceDot x={last} y={values[last] ?? 0} r={2.2} fill="currentColor" stroke="none" />
    </LineChart>
  );
}
