// A string from the service, isolated from the text around it and with its bidi controls made visible.
import { displayText } from '../lib/text.ts';

/**
 * `<bdi>` keeps a right-to-left name from reordering the app's own words and numbers beside it;
 * `displayText` shows any embedding or override control as a mark instead of obeying it. With
 * `clip`, the text ends in an ellipsis where it must and the full text is in its title (hover)
 * and in the DOM (screen readers).
 */
export function Isolated({
  text,
  clip = false,
  className,
}: {
  text: string | null | undefined;
  clip?: boolean;
  className?: string;
}) {
  const shown = displayText(text ?? '');
  const classes = [clip ? 'dv-clip' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <bdi className={classes || undefined} title={clip ? shown : undefined}>
      {shown}
    </bdi>
  );
}
