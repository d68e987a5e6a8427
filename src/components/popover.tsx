// The one popover: a button and the panel it opens, placed by Floating UI so that the panel stays
// inside the viewport (flipped above, shifted sideways, shrunk to scroll when there is no room),
// and dismissed as a native menu is (Escape or a click outside; the focus goes back to the button).
// Columns, facets and Fighters' Ranges use it; searchable pickers use its placement alone.
import {
  autoUpdate,
  flip,
  offset,
  shift,
  size,
  useFloating,
  type Placement,
} from '@floating-ui/react-dom';
import {
  useCallback,
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useDismiss } from './use-dismiss.ts';

/** Room kept between a panel and the viewport's edges, in CSS pixels. */
const EDGE = 8;

interface FloatingPanelOptions {
  open: boolean;
  placement?: Placement;
}

export interface FloatingPanel {
  setReference: (node: HTMLElement | null) => void;
  /** Attach only while the panel is shown: a hidden panel is neither measured nor followed. */
  setFloating: (node: HTMLElement | null) => void;
  style: CSSProperties;
}

/**
 * Places a panel next to its reference and keeps it there (scroll, resize, layout changes) while it
 * is shown. Fixed positioning, so no scroll box or toolbar between them clips the panel.
 */
export function useFloatingPanel({
  open,
  placement = 'bottom-start',
}: FloatingPanelOptions): FloatingPanel {
  const { refs, floatingStyles, isPositioned } = useFloating({
    open,
    placement,
    strategy: 'fixed',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: EDGE }),
      shift({ padding: EDGE }),
      size({
        padding: EDGE,
        // The room left, as variables: each panel's CSS caps its own size with them (a list keeps
        // its 22rem, a panel of fields takes what there is), and scrolls inside beyond it.
        apply({ availableWidth, availableHeight, rects, elements }) {
          const style = elements.floating.style;
          style.setProperty('--dv-popover-max-width', `${Math.max(0, availableWidth)}px`);
          style.setProperty('--dv-popover-max-height', `${Math.max(0, availableHeight)}px`);
          style.setProperty('--dv-popover-reference-width', `${rects.reference.width}px`);
        },
      }),
    ],
  });
  return {
    setReference: refs.setReference,
    setFloating: refs.setFloating,
    // Unseen until placed: never a frame at the window's corner.
    style: isPositioned ? floatingStyles : { ...floatingStyles, visibility: 'hidden' },
  };
}

type ButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'onClick' | 'aria-expanded' | 'aria-controls' | 'children'
>;

export interface PopoverProps {
  /** What the button shows. */
  label: ReactNode;
  /** The button's class, accessible name and description, pointer and focus handlers. */
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
  const panelId = useId();
  const { setReference, setFloating, style } = useFloatingPanel({ open, placement });
  useDismiss(open, rootRef, close, buttonRef);

  const setButton = useCallback(
    (node: HTMLButtonElement | null) => {
      buttonRef.current = node;
      setReference(node);
    },
    [setReference],
  );

  return (
    <div className={['dv-popover', className].filter(Boolean).join(' ')} ref={rootRef}>
      <button
        {...buttonProps}
        ref={setButton}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {label}
      </button>
      <div
        id={panelId}
        ref={open ? setFloating : null}
        className={['dv-popover__panel', panelClassName].filter(Boolean).join(' ')}
        style={open ? style : undefined}
        hidden={!open}
      >
        {open ? children : null}
      </div>
    </div>
  );
}
