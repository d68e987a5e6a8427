// The screen for an address the dashboard does not have.
import { useLocation } from 'react-router';
import { AppLink } from '../components/app-link.tsx';

export function NotFound() {
  const location = useLocation();
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">No such screen</h1>
      <p>
        There is nothing at <code>{location.pathname}</code>. Choose Fighters, Football or Explorer
        above, or <AppLink to="/fighters">go to the fighter rankings</AppLink>.
      </p>
    </section>
  );
}
