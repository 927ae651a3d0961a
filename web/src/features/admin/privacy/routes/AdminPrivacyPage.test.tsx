import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '@/test/api';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { Retention } from '../api/get-retention';
import './AdminPrivacyPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, role: 'admin', email: 'admin@example.com' });
const settings = { specialRequestsDays: 30, unprovenAccountsDays: 30, mailBodiesDays: 90 };

describe('the office privacy page', () => {
  it('shows the last run and what it erased, with the periods applied', async () => {
    const answer: Retention = {
      lastRun: {
        day: '2026-11-19',
        startedAt: '2026-11-20T08:00:00Z',
        finishedAt: null,
        counts: {
          specialRequests: 4,
          unprovenAccounts: 2,
          sessions: 10,
          links: 3,
          rateEvents: 1200,
          devices: 5,
          mailBodies: 37,
          guestBookings: 6,
          auditEntries: 41,
          unsubscribeLinks: 8,
        },
      },
      settings,
    };
    mockSession(admin, {
      'GET /api/admin/privacy/retention': () => jsonResponse(200, answer),
    });
    renderRoute('/admin/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confidentialité' }),
    ).toBeInTheDocument();

    const run = await screen.findByTestId('retention-run');
    expect(run).toHaveTextContent(/jeudi 19 novembre 2026/);
    expect(run).toHaveTextContent(/vendredi 20 novembre 2026, 3\sh\s00/);
    expect(run).toHaveTextContent('En cours ou interrompue');

    const counts = within(screen.getByTestId('retention-counts'));
    const value = (label: RegExp) => counts.getByText(label).nextElementSibling;
    expect(
      value(/Demandes particulières effacées \(30\sjours après la séance\)/),
    ).toHaveTextContent('4');
    expect(value(/Comptes jamais confirmés supprimés \(après 30\sjours\)/)).toHaveTextContent('2');
    expect(value(/Corps de courriels effacés \(après 90\sjours\)/)).toHaveTextContent('37');
    expect(value(/Réservations d’invités anonymisées/)).toHaveTextContent('6');
    expect(value(/Sessions, liens, appareils et traces de connexion purgés/)).toHaveTextContent(
      /^1\s218$/,
    );
    expect(value(/Entrées du journal des accès effacées \(après deux ans\)/)).toHaveTextContent(
      '41',
    );
    expect(value(/Liens de désabonnement effacés \(après un an\)/)).toHaveTextContent('8');
  });

  it('says when the job has not run yet', async () => {
    mockSession(admin, {
      'GET /api/admin/privacy/retention': () => jsonResponse(200, { lastRun: null, settings }),
    });
    renderRoute('/admin/privacy');
    expect(await screen.findByText('Aucune exécution pour l’instant.')).toBeInTheDocument();
    expect(screen.queryByTestId('retention-counts')).not.toBeInTheDocument();
  });

  it('opens each section from its link, the current one marked, and keeps it in the address', async () => {
    mockSession(admin, {
      'GET /api/admin/privacy/retention': () => jsonResponse(200, { lastRun: null, settings }),
      'GET /api/admin/privacy/consents': () =>
        jsonResponse(200, { consents: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/privacy?section=unknown');
    const nav = await screen.findByRole('navigation', { name: 'Sections de la page' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Conservation',
      'Consentements',
      'Incidents',
      'Journal des accès',
    ]);
    // A section the page does not know shows the retention.
    expect(within(nav).getByRole('link', { name: 'Conservation' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await screen.findByText('Aucune exécution pour l’instant.')).toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Consentements' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Consentements' })).toBeVisible();
    expect(router.state.location.search).toBe('?section=consents');
    expect(within(nav).getByRole('link', { name: 'Consentements' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Conservation' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(screen.queryByText('Aucune exécution pour l’instant.')).not.toBeInTheDocument();
  });
});
