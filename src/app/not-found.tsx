// The screen for an address the dashboard does not have.
import { Link, useLocation } from 'react-router';

export function NotFound() {
  const location = useLocation();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">No such screen</h1>
      <p>
        There is nothing at <code>{location.pathname}</code>. Choose a section above, or{' '}
        <Link to="/fighters">go to the fighter rankings</Link>.
      </p>
    </section>
  );
}
