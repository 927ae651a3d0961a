import { configure, render, screen, waitFor } from '@testing-library/react';
import { jsonResponse } from '@/test/api';
import { emptyDashboard } from '@/test/dashboard';
import { makeUser, mockSession } from '@/test/users';
import { App } from './App';

configure({ asyncUtilTimeout: 5000 });

// The dashboard's code arrives when the test says so: the page is still loading until then.
const dashboardCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive() };
});
vi.mock('@/features/dashboard/routes/DashboardPage', async (importOriginal) => {
  await dashboardCode.arrived;
  return importOriginal();
});

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('the app in the browser', () => {
  // Clicks as in a browser, outside act(): act() would commit a pending navigation at once.
  beforeEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    window.history.replaceState(null, '', '/');
  });

  it('keeps a menu opened while the next page loads open when the page arrives', async () => {
    mockSession(makeUser({ firstName: 'Marie' }), {
      'GET /api/me/dashboard': jsonResponse(200, emptyDashboard),
      'GET /api/me/bookings': jsonResponse(200, { bookings: [] }),
    });
    window.history.replaceState(null, '', '/verify/SEC-0000');
    render(<App />);

    (await screen.findByRole('button', { name: 'Marie' })).click();
    (await screen.findByRole('menuitem', { name: 'Tableau de bord' })).click();
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    // The dashboard's page is not there yet; the visitor opens the menu meanwhile.
    const menu = screen.getByRole('button', { name: 'Ouvrir le menu' });
    menu.click();
    await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'true'));

    dashboardCode.arrive();
    expect(await screen.findByRole('heading', { name: /Bonjour, Marie/ })).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
});
