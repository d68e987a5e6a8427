// The one popover: a button and the panel it opens, placed by Floating UI (place-panel.ts) so the
// panel stays inside the viewport (flipped above, shifted sideways, shrunk to scroll when there is
// no room), and dismissed as a native menu is (Escape or a click outside; the focus goes back to
// the button). Columns, facets and Fighters' Ranges use it; searchable pickers use its placement.
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type ReactNode,
  type RefObject,
} from 'react';
import type { Placement } from '@floating-ui/react-dom';
import { placePanel } from './place-panel.ts';
import { useDismiss } from './use-dismiss.ts';

/**
 * Keeps an open panel placed by its reference. Until Floating UI has placed it (its first position
 * comes a microtask later), the panel is marked `data-placing` (unseen, app CSS), so it never
 * shows for a frame where its CSS alone would put it.
 */
export function usePlacedPanel(
  open: boolean,
  referenceRef: RefObject<HTMLElement | null>,
  panelRef: RefObject<HTMLElement | null>,
  placement: Placement = 'bottom-start',
): void {
  useEffect(() => {
    const reference = referenceRef.current;
    const panel = panelRef.current;
    if (!open || !reference || !panel) return;
    const placed = () => panel.removeAttribute('data-placing');
    panel.setAttribute('data-placing', '');
    const stop = placePanel(reference, panel, placement, placed);
    return () => {
      stop();
      placed();
    };
  }, [open, referenceRef, panelRef, placement]);
}

type ButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'aria-expanded' | 'aria-controls' | 'children'
>;

export interface PopoverProps {
  /** What the button shows. */
  label: ReactNode;
  /** The button's class, accessible name, pointer and focus handlers. */
  buttonProps?: ButtonProps;
  /** The class of the element holding the button and the panel. */
  className?: string;
  panelClassName?: string;
  placement?: Placement;
  /** The panel's content, drawn only while it is open. */
  children: ReactNode;
}

export function Popover({
  label,
  buttonProps,
  className,
  panelClassName,
  placement,
  children,
}: PopoverProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const heading = typeof label === 'string' ? label : buttonProps?.['aria-label'];
  useDismiss(open, rootRef, close, buttonRef);
  usePlacedPanel(open, buttonRef, panelRef, placement);

  return (
    <div className={['dv-popover', className].filter(Boolean).join(' ')} ref={rootRef}>
      <button
        {...buttonProps}
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </button>
      <div
        id={panelId}
        ref={panelRef}
        className={['dv-popover__panel', panelClassName].filter(Boolean).join(' ')}
        hidden={!open}
      >
        {/* On a phone the panel can open far from its button (flipped above, a full-width
            sheet): it names itself there. Not read out: the button already names it. */}
        {open && heading ? (
          <p className="dv-popover__heading" aria-hidden="true">
            {heading}
          </p>
        ) : null}
        {open ? children : null}
      </div>
    </div>
  );
}
