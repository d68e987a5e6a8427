// Where a popover's panel goes, worked out by Floating UI and kept up to date (scroll, resize,
// layout changes) until the returned function is called.
import {
  autoUpdate,
  computePosition,
  flip,
  offset,
  shift,
  size,
  type Placement,
} from '@floating-ui/react-dom';

/** Room kept between a panel and the viewport's edges, in CSS pixels. */
const EDGE = 8;

export function placePanel(
  reference: HTMLElement,
  panel: HTMLElement,
  placement: Placement,
  onPlaced: () => void,
): () => void {
  let active = true;
  const update = () => {
    void computePosition(reference, panel, {
      placement,
      // Fixed: no scroll box or toolbar between the button and the panel clips the panel.
      strategy: 'fixed',
      middleware: [
        offset(4),
        flip({ padding: EDGE }),
        shift({ padding: EDGE }),
        size({
          padding: EDGE,
          // The room left, as variables: each panel's CSS caps its own size with them (a list
          // keeps its 22rem, a panel of fields takes what there is) and scrolls inside beyond it.
          apply({ availableWidth, availableHeight, rects, elements }) {
            const style = elements.floating.style;
            style.setProperty('--dv-popover-max-width', `${Math.max(0, availableWidth)}px`);
            style.setProperty('--dv-popover-max-height', `${Math.max(0, availableHeight)}px`);
            style.setProperty('--dv-popover-reference-width', `${rects.reference.width}px`);
          },
        }),
      ],
    }).then(({ x, y, strategy }) => {
      // A response that comes after the panel closed is dropped.
      if (!active) return;
      Object.assign(panel.style, { position: strategy, left: `${x}px`, top: `${y}px` });
      onPlaced();
    });
  };
  const stop = autoUpdate(reference, panel, update);
  return () => {
    active = false;
    stop();
    for (const name of ['position', 'left', 'top']) panel.style.removeProperty(name);
  };
}
