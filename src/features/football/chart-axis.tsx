// The rating chart's axis labels and grid lines, drawn without Recharts measuring text in the page.

interface TickProps {
  readonly x?: number | string;
  readonly y?: number | string;
  readonly textAnchor?: string;
  readonly payload?: { readonly value?: unknown };
}

/**
 * An axis label as a plain SVG text. Recharts' own measures each label's words in the page (a
 * full layout of it each time, tens of milliseconds on a screen with a long table); these labels
 * are short numbers and dates that never wrap.
 */
export function axisTick(format: (value: number) => string, dy: string) {
  return function AxisTick({ x, y, textAnchor, payload }: TickProps) {
    const value = payload?.value;
    if (typeof value !== 'number') return <g />;
    return (
      <text
        x={x}
        y={y}
        dy={dy}
        textAnchor={textAnchor === 'end' || textAnchor === 'start' ? textAnchor : 'middle'}
        fill="currentColor"
        fontSize={12}
        className="recharts-cartesian-axis-tick-value"
      >
        {format(value)}
      </text>
    );
  };
}

/**
 * For a grid with no vertical lines: Recharts' default generator still places them, measuring every
 * x label in the page to do so.
 */
export const noVerticalLines = (): number[] => [];
