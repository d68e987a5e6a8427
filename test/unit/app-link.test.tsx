// The app's own links (React Router's hooks, not its framework-mode <Link>): a click navigates in
// place, a modified click is the browser's, and a section link says which section is open.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AppLink, AppNavLink } from '../../src/components/app-link.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{`${pathname}${search}`}</output>;
}

function showAt(path: string, onClick?: () => void) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <nav aria-label="Sections">
        <AppNavLink to="/fighters" className="shell__link">
          Fighters
        </AppNavLink>
        <AppNavLink to="/football" className="shell__link">
          Football
        </AppNavLink>
      </nav>
      <AppLink to={{ pathname: '/football/player/7', search: '?league=ab' }} onClick={onClick}>
        Open player 7
      </AppLink>
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

const address = () => screen.getByRole('status', { name: 'address' });

describe('AppLink and AppNavLink', () => {
  it('is a real link to its address, and a click goes there in place', async () => {
    const onClick = vi.fn();
    const user = showAt('/fighters', onClick);
    const link = screen.getByRole('link', { name: 'Open player 7' });
    expect(link).toHaveAttribute('href', '/football/player/7?league=ab');
    await user.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(address()).toHaveTextContent('/football/player/7?league=ab');
  });

  it('leaves a click with a modifier to the browser (a new tab)', async () => {
    const user = showAt('/fighters', () => undefined);
    const link = screen.getByRole('link', { name: 'Open player 7' });
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(address()).toHaveTextContent('/fighters');
  });

  it('does not navigate when the caller prevents the click', async () => {
    const user = showAt('/fighters');
    render(
      <MemoryRouter initialEntries={['/explorer']}>
        <AppLink to="/football" onClick={(event) => event.preventDefault()}>
          Prevented
        </AppLink>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Prevented' }));
    expect(screen.getAllByRole('status', { name: 'address' })[1]).toHaveTextContent('/explorer');
  });

  it('marks the open section, at its own address and below it, and no other', async () => {
    const user = showAt('/fighters/fighter/lw/ana?date=2024-01-01');
    const nav = screen.getByRole('navigation', { name: 'Sections' });
    const fighters = screen.getByRole('link', { name: 'Fighters' });
    const football = screen.getByRole('link', { name: 'Football' });
    expect(nav).toContainElement(fighters);
    expect(fighters).toHaveAttribute('aria-current', 'page');
    expect(fighters).toHaveClass('shell__link', 'active');
    expect(football).not.toHaveAttribute('aria-current');
    expect(football).not.toHaveClass('active');

    await user.click(football);
    expect(address()).toHaveTextContent('/football');
    expect(football).toHaveAttribute('aria-current', 'page');
    expect(fighters).not.toHaveAttribute('aria-current');
  });

  it('does not take a longer name for its section', () => {
    showAt('/footballers');
    expect(screen.getByRole('link', { name: 'Football' })).not.toHaveAttribute('aria-current');
  });
});
