// What a screen shows when a request worked but has nothing to list, and what to try instead.
import type { ReactNode } from 'react';
import '../styles/states.css';

export interface EmptyStateProps {
  title: string;
  detail?: ReactNode;
  /** Actions to offer, e.g. a "Clear search" button. */
  children?: ReactNode;
}

export function EmptyState({ title, detail, children }: EmptyStateProps) {
  return (
    <div className="dv-state dv-state--empty">
      <p className="dv-state__title">{title}</p>
      {detail ? <p className="dv-state__detail">{detail}</p> : null}
      {children ? <div className="dv-state__actions">{children}</div> : null}
    </div>
  );
}
