// A loading placeholder: skeleton rows shaped like the table to come, announced by its label.
import '../styles/controls.css';
import '../styles/states.css';

export interface LoadingStateProps {
  /** What is loading, for people who cannot see the skeleton, e.g. "Loading fighters…". */
  label: string;
  /** How many skeleton rows to draw; default 8. */
  rows?: number;
}

const WIDTHS = ['72%', '55%', '88%', '64%', '80%', '47%'];

export function LoadingState({ label, rows = 8 }: LoadingStateProps) {
  return (
    <div className="dv-state dv-state--loading" role="status" aria-label={label}>
      <span className="dv-visually-hidden">{label}</span>
      <div className="dv-skeleton" aria-hidden="true">
        {Array.from({ length: Math.max(1, rows) }, (_, index) => (
          <div key={index} className="dv-skeleton__row">
            <span className="dv-skeleton__bar" style={{ width: WIDTHS[index % WIDTHS.length] }} />
          </div>
        ))}
      </div>
    </div>
  );
}
