import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyOverview, makeOverview } from '@/test/admin-overview';
import { errorResponse, jsonResponse, lastBody } from '@/test/api';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
import type { AdminOverview } from '../api/types';
import './AdminOverviewPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ role: 'admin' });
const spaces = /[\u00a0\u202f]/g;
const plain = (element: HTMLElement) => (element.textContent ?? '').replace(spaces, ' ');
const MINUTE = 60_000;

function withActivity(): AdminOverview {
  const now = Date.now();
  const at = (milliseconds: number) => new Date(now - milliseconds).toISOString();
  const overview = makeOverview({
    recentActivity: [
      {
        type: 'booking',
        userName: 'Marie Tremblay',
        courseTitle: 'RCR-DEA niveau C',
        at: at(5 * MINUTE),
        status: 'pending',
      },
      {
        type: 'signup',
        userName: 'Luc Gagnon',
        courseTitle: null,
        at: at(3 * 60 * MINUTE),
        status: 'new',
      },
      {
        type: 'completion',
        userName: 'Julie Roy',
        courseTitle: 'Premiers soins',
        at: at(2 * 24 * 60 * MINUTE),
        status: 'completed',
      },
    ],
  });
  overview.weekly = overview.weekly.map((week, index) =>
    index === 11 ? { ...week, bookings: 4, revenueCents: 68_984 } : week,
  );
  return overview;
}

describe('the admin overview', () => {
  it('shows the figures, growth, recent activity and the weekly chart in French', async () => {
    mockSession(admin, { 'GET /api/admin/overview': () => jsonResponse(200, withActivity()) });
    renderRoute('/admin');
    const tiles = await screen.findByRole('list', { name: 'Indicateurs clés' });
    expect(plain(within(tiles).getByTestId('stat-students'))).toBe('1 234');
    expect(plain(within(tiles).getByTestId('stat-revenue'))).toBe('1 234,56 $');
    expect(plain(within(tiles).getByTestId('revenue-growth'))).toContain('+12,5 %');
    expect(within(tiles).getByTestId('stat-pending')).toHaveTextContent('3');
    expect(plain(within(tiles).getByTestId('stat-completion'))).toBe('25 %');
    expect(plain(within(tiles).getByTestId('active-detail'))).toBe(
      '25 % des 20 inscriptions terminées',
    );
    expect(within(tiles).getByTestId('stat-new')).toHaveTextContent('4');

    const items = screen.getAllByTestId('activity-item');
    expect(items).toHaveLength(3);
    expect(plain(items[0] as HTMLElement)).toContain('Réservation');
    expect(plain(items[0] as HTMLElement)).toContain('il y a 5 min');
    expect(items[0]).toHaveTextContent('En attente');
    expect(plain(items[1] as HTMLElement)).toContain('il y a 3 h');
    expect(items[1]).toHaveTextContent('Nouveau compte');
    expect(plain(items[2] as HTMLElement)).toContain('il y a 2 j');

    expect(screen.getByRole('link', { name: 'Gérer les formations' })).toHaveAttribute(
      'href',
      '/admin/courses',
    );
    expect(screen.getByRole('link', { name: 'Voir les étudiants' })).toHaveAttribute(
      'href',
      '/admin/students',
    );
    expect(screen.getByRole('link', { name: 'Traiter les réservations' })).toHaveAttribute(
      'href',
      '/admin/bookings',
    );

    expect(screen.getByRole('progressbar', { name: 'Engagement des étudiants' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(plain(screen.getByTestId('revenue-target-detail'))).toBe(
      '2 250,00 $ sur 5 000,00 $ ces 30 derniers jours',
    );

    // Screen readers get the chart's figures as a table.
    const table = screen.getByRole('table', {
      name: 'Réservations et revenus des 12 dernières semaines',
    });
    const rows = within(table).getAllByTestId('week-row');
    expect(rows).toHaveLength(12);
    const cells = within(rows[11] as HTMLElement).getAllByRole('cell');
    expect(within(rows[11] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      '16 novembre 2026',
    );
    expect(cells.map((cell) => plain(cell))).toEqual(['4', '689,84 $']);
    expect(screen.getAllByTestId('bar-bookings')[11]).toHaveStyle({ height: '100%' });
    expect(screen.getAllByTestId('bar-bookings')[0]).toHaveStyle({ height: '0%' });
  });

  it('writes money and relative times the English way', async () => {
    await i18n.changeLanguage('en');
    mockSession(admin, { 'GET /api/admin/overview': () => jsonResponse(200, withActivity()) });
    renderRoute('/admin');
    const tiles = await screen.findByRole('list', { name: 'Key figures' });
    expect(within(tiles).getByTestId('stat-revenue')).toHaveTextContent('$1,234.56');
    expect(within(tiles).getByTestId('revenue-growth')).toHaveTextContent('+12.5%');
    const items = screen.getAllByTestId('activity-item');
    expect(items[0]).toHaveTextContent('5m ago');
    expect(items[1]).toHaveTextContent('3h ago');
    expect(items[2]).toHaveTextContent('2d ago');
  });

  it('names a removed student’s booking “Unknown user”', async () => {
    mockSession(admin, {
      'GET /api/admin/overview': () =>
        jsonResponse(
          200,
          makeOverview({
            recentActivity: [
              {
                type: 'booking',
                userName: '',
                courseTitle: 'RCR',
                at: new Date().toISOString(),
                status: 'approved',
              },
            ],
          }),
        ),
    });
    renderRoute('/admin');
    const [item] = await screen.findAllByTestId('activity-item');
    expect(item).toHaveTextContent('Utilisateur inconnu');
  });

  it('shows a dash instead of a growth badge when the previous period earned nothing', async () => {
    mockSession(admin, {
      'GET /api/admin/overview': () =>
        jsonResponse(200, makeOverview({ revenueGrowthPercent: null })),
    });
    renderRoute('/admin');
    const growth = await screen.findByTestId('revenue-growth');
    expect(growth).toHaveTextContent('—');
    expect(growth).not.toHaveTextContent('%');
    expect(growth).toHaveTextContent('Aucune comparaison possible');
  });

  it('shows the figures read again, never the ones of an earlier visit, on coming back', async () => {
    // A payment recorded on another page (or by another admin) changes the revenue: the admin
    // must not be shown the old figure while the new one is on its way.
    let revenueCents = 100_00;
    let delay = 0;
    mockSession(admin, {
      'GET /api/admin/overview': async () => {
        const answer = jsonResponse(200, makeOverview({ revenueCents }));
        await new Promise((resolve) => setTimeout(resolve, delay));
        return answer;
      },
    });
    renderRoute('/admin');
    const first = await screen.findByRole('list', { name: 'Indicateurs clés' });
    expect(plain(within(first).getByTestId('stat-revenue'))).toBe('100,00 $');

    await userEvent.click(screen.getByRole('link', { name: 'Traiter les réservations' }));
    await screen.findByRole('heading', { level: 1, name: /Réservations/ });
    revenueCents = 250_00;
    delay = 300; // the network is slow: what shows meanwhile?
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Menu d’administration' })).getByRole('link', {
        name: 'Tableau de bord',
      }),
    );
    const again = await screen.findByRole('list', { name: 'Indicateurs clés' });
    expect(plain(within(again).getByTestId('stat-revenue'))).toBe('250,00 $');
  });

  it('says there is nothing yet when no one has signed up or booked', async () => {
    mockSession(admin, { 'GET /api/admin/overview': () => jsonResponse(200, emptyOverview()) });
    renderRoute('/admin');
    expect(await screen.findByText(/Aucune donnée pour l’instant/)).toBeInTheDocument();
    expect(screen.getByText('Aucune activité récente')).toBeInTheDocument();
    expect(screen.getByText('Aucune réservation ces 12 dernières semaines.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('bar-bookings')).toHaveLength(0);
  });

  it('says "Failed to load overview" with a Retry button', async () => {
    await i18n.changeLanguage('en');
    let calls = 0;
    mockSession(admin, {
      'GET /api/admin/overview': () => {
        calls += 1;
        return calls <= 3 ? errorResponse(500, 'internal') : jsonResponse(200, makeOverview());
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load overview');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Key figures' })).toBeInTheDocument();
  });

  it('changes the revenue target: dollars are checked, then sent as cents', async () => {
    let target = 500_000;
    const api = mockSession(admin, {
      'GET /api/admin/overview': () =>
        jsonResponse(
          200,
          makeOverview({
            performance: {
              courseCompletion: 25,
              studentEngagement: 60,
              revenueTarget: {
                percent: Math.round((225_000 / target) * 100),
                targetCents: target,
                last30DaysCents: 225_000,
              },
            },
          }),
        ),
      'PUT /api/admin/revenue-target': (init) => {
        target = (JSON.parse(String(init?.body)) as { targetCents: number }).targetCents;
        return jsonResponse(200, { targetCents: target });
      },
    });
    const user = userEvent.setup();
    renderRoute('/admin');
    const field = await screen.findByRole('textbox', {
      name: 'Objectif sur 30 jours (en dollars)',
    });
    expect(field).toHaveValue('5000');

    await user.clear(field);
    await user.type(field, '12,5,0');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’objectif' }));
    expect(
      await screen.findByText('Indiquez un montant en dollars, par exemple 5000 ou 5000,50.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, '0,50');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’objectif' }));
    expect(
      await screen.findByText(/^L’objectif doit être d’au moins 1\s\$\.$/),
    ).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.clear(field);
    await user.type(field, '4 500,25');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’objectif' }));
    expect(await screen.findByText('Objectif de revenus enregistré.')).toBeInTheDocument();
    expect(lastBody(api, '/api/admin/revenue-target')).toEqual({ targetCents: 450_025 });
    expect(
      await screen.findByText((_, element) =>
        element?.getAttribute('data-testid') === 'revenue-target-detail'
          ? plain(element as HTMLElement) === '2 250,00 $ sur 4 500,25 $ ces 30 derniers jours'
          : false,
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('performance-revenue')).toHaveTextContent('50');
  });

  it('says when the target could not be saved', async () => {
    mockSession(admin, {
      'GET /api/admin/overview': () => jsonResponse(200, makeOverview()),
      'PUT /api/admin/revenue-target': () => errorResponse(500, 'internal'),
    });
    const user = userEvent.setup();
    renderRoute('/admin');
    const field = await screen.findByRole('textbox', {
      name: 'Objectif sur 30 jours (en dollars)',
    });
    await user.clear(field);
    await user.type(field, '6000');
    await user.click(screen.getByRole('button', { name: 'Enregistrer l’objectif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible d’enregistrer l’objectif.',
    );
  });
});
