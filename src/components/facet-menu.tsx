// A facet as a disclosure: one checkbox per value with how many rows it has, several may be
// chosen, a box to narrow a long list, and Clear. The counts leave out the facet's own choice.
// The panel is drawn only while open, and its code comes as the pointer or focus reaches the
// button: a closed facet costs the first screen and each keystroke's render nothing.
import { lazy, Suspense, useId } from 'react';
import { Popover } from './popover.tsx';
import { Isolated } from './isolated.tsx';
import type { FacetMenuProps } from './facet-props.ts';
import '../styles/controls.css';

const loadPanel = () => import('./facet-panel.tsx');
const FacetPanel = lazy(loadPanel);

export function FacetMenu({
  label,
  allLabel,
  options,
  counts,
  selected,
  onChange,
}: FacetMenuProps) {
  const labelId = useId();
  const valueId = useId();

  const summary =
    selected.length === 0
      ? allLabel
      : selected.length === 1
        ? (options.find((o) => o.value === selected[0])?.label ?? selected[0] ?? '')
        : `${selected.length} chosen`;

  return (
    <div className="field dv-facet">
      <span className="dv-facet__label" id={labelId}>
        {label}
      </span>
      <Popover
        className="dv-column-menu"
        panelClassName="dv-column-menu__panel dv-facet__panel"
        buttonProps={{
          className: 'dv-button dv-facet__button',
          // Named by the facet and the value it shows ("Country All countries"): the name holds
          // what is read on the button, so a speech user can say it.
          'aria-labelledby': `${labelId} ${valueId}`,
          onPointerEnter: loadPanel,
          onFocus: loadPanel,
        }}
        label={
          <span id={valueId}>
            <Isolated text={summary} clip />
          </span>
        }
      >
        <Suspense fallback={null}>
          <FacetPanel
            label={label}
            options={options}
            counts={counts}
            selected={selected}
            onChange={onChange}
          />
        </Suspense>
      </Popover>
    </div>
  );
}
