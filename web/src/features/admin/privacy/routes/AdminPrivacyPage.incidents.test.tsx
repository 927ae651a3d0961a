import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, errorResponse, jsonResponse, lastBodyOf } from '@/test/api';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { Incident, IncidentRequest } from '../api/types';
import './AdminPrivacyPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, role: 'admin', email: 'admin@example.com' });
const LIST = '/api/admin/privacy/incidents';

const mailedList: Incident = {
  id: 2,
  occurredOn: '2026-11-20',
  discoveredOn: '2026-11-21',
  description:
    'La liste de présence de la séance du 20 novembre a été envoyée par courriel aux participants d’une autre séance, avec les noms, les courriels et les numéros de téléphone des quatorze personnes inscrites.',
  peopleConcerned: '14 participants',
  dataConcerned: 'Noms, courriels, téléphones',
  seriousRisk: true,
  riskAssessment: 'Coordonnées seulement; destinataires joints.',
  measures: 'Les destinataires ont confirmé avoir effacé le courriel.',
  commissionNotifiedOn: '2026-11-22',
  peopleNotifiedOn: null,
  recordedAt: '2026-11-21T15:00:00Z',
  recordedBy: 'admin@example.com',
  updatedAt: '2026-11-22T15:00:00Z',
};
const lostBinder: Incident = {
  ...mailedList,
  id: 1,
  occurredOn: '2026-03-04',
  discoveredOn: '2026-03-04',
  description: 'Cartable oublié en salle, retrouvé le lendemain.',
  seriousRisk: false,
  commissionNotifiedOn: null,
  peopleNotifiedOn: null,
};

const page = (incidents: Incident[], nextCursor: string | null = null) =>
  jsonResponse(200, { incidents, nextCursor });

describe('the register of confidentiality incidents', () => {
  it('lists the incidents, and says the register is kept and corrected, never deleted', async () => {
    mockSession(admin, { [`GET ${LIST}`]: () => page([mailedList, lostBinder]) });
    renderRoute('/admin/privacy?section=incidents');

    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Registre des incidents de confidentialité',
    });
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByText(/^Le registre est conservé/).textContent).toBe(
      'Le registre est conservé\u00a0: une inscription se corrige, elle ne se supprime jamais.',
    );
    await within(section).findByRole('table', {
      name: 'Registre des incidents de confidentialité',
    });
    const [mailed, lost] = screen.getAllByTestId('incident-row') as [HTMLElement, HTMLElement];
    expect(within(mailed).getByRole('rowheader')).toHaveTextContent('20 nov. 2026');
    // A long description shows its start.
    expect(mailed).toHaveTextContent(/La liste de présence .*…/);
    expect(mailed).not.toHaveTextContent('quatorze personnes inscrites');
    expect(within(mailed).getByTestId('serious-risk')).toHaveTextContent('Oui');
    expect(mailed).toHaveTextContent('22 nov. 2026');
    expect(mailed).toHaveTextContent('Pas encore avisées');
    expect(within(lost).getByTestId('serious-risk')).toHaveTextContent('Non');
    expect(lost).toHaveTextContent('Pas encore avisée');
    expect(screen.getByText('2 incidents affichés')).toBeInTheDocument();
    // Nothing in the register is ever deleted.
    expect(screen.queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
  });

  it('says when the register is empty', async () => {
    await i18n.changeLanguage('en');
    mockSession(admin, { [`GET ${LIST}`]: () => page([]) });
    renderRoute('/admin/privacy?section=incidents');
    expect(await screen.findByText('No incident in the register.')).toBeVisible();
    expect(
      screen.getByText('The register is kept: an entry is corrected, never deleted.'),
    ).toBeVisible();
  });

  it('records an incident from a dialog that checks the fields first', async () => {
    const user = userEvent.setup();
    let recorded: Incident | null = null;
    const spy = mockSession(admin, {
      [`GET ${LIST}`]: () => page(recorded ? [recorded] : []),
      [`POST ${LIST}`]: (init) => {
        const request = JSON.parse(String(init?.body)) as IncidentRequest;
        recorded = {
          ...lostBinder,
          ...request,
          id: 3,
          measures: request.measures ?? '',
          commissionNotifiedOn: request.commissionNotifiedOn ?? null,
          peopleNotifiedOn: request.peopleNotifiedOn ?? null,
        };
        return jsonResponse(201, { incident: recorded });
      },
    });
    renderRoute('/admin/privacy?section=incidents');
    await screen.findByText('Aucun incident inscrit au registre.');

    const open = screen.getByRole('button', { name: 'Consigner un incident' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Consigner un incident' });
    // Discovered today unless said otherwise.
    expect(within(dialog).getByLabelText('Constaté le')).toHaveValue(todayInQuebec());

    await user.click(within(dialog).getByRole('button', { name: 'Consigner l’incident' }));
    expect(within(dialog).getByLabelText('Survenu le')).toHaveFocus();
    expect(within(dialog).getByText('Entrez la date.')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Ce champ est obligatoire.')).toHaveLength(4);
    expect(callsTo(spy, 'POST', LIST)).toBe(0);

    await user.type(within(dialog).getByLabelText('Survenu le'), '2026-03-04');
    await user.type(within(dialog).getByLabelText('Ce qui est arrivé'), 'Cartable oublié.');
    await user.type(within(dialog).getByLabelText('Personnes concernées'), '8 participants');
    await user.type(within(dialog).getByLabelText('Renseignements concernés'), 'Noms');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Risque de préjudice sérieux' }));
    await user.type(within(dialog).getByLabelText('Évaluation du risque'), 'Retrouvé intact.');
    await user.click(within(dialog).getByRole('button', { name: 'Consigner l’incident' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'L’incident du 4 mars 2026 est inscrit au registre.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lastBodyOf(spy, 'POST', LIST)).toEqual({
      occurredOn: '2026-03-04',
      discoveredOn: todayInQuebec(),
      description: 'Cartable oublié.',
      peopleConcerned: '8 participants',
      dataConcerned: 'Noms',
      seriousRisk: true,
      riskAssessment: 'Retrouvé intact.',
      measures: '',
      commissionNotifiedOn: null,
      peopleNotifiedOn: null,
    });
    await waitFor(() => expect(screen.getAllByTestId('incident-row')).toHaveLength(1));
    expect(open).toHaveFocus();
  });

  it('corrects an entry, with the server’s refusals on their fields', async () => {
    const user = userEvent.setup();
    let current = lostBinder;
    let refuse = true;
    const spy = mockSession(admin, {
      [`GET ${LIST}`]: () => page([current]),
      [`PUT ${LIST}/1`]: (init) => {
        if (refuse) {
          refuse = false;
          return errorResponse(400, 'validation', { commissionNotifiedOn: 'before-discovery' });
        }
        current = { ...current, ...(JSON.parse(String(init?.body)) as IncidentRequest) };
        return jsonResponse(200, { incident: current });
      },
    });
    renderRoute('/admin/privacy?section=incidents');
    await user.click(
      await screen.findByRole('button', { name: 'Corriger l’incident du 4 mars 2026' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Corriger l’inscription' });
    expect(dialog).toHaveTextContent(
      /Incident consigné le 21 nov\. 2026, 10\sh\s00 par admin@example\.com\./,
    );
    expect(within(dialog).getByLabelText('Ce qui est arrivé')).toHaveValue(
      'Cartable oublié en salle, retrouvé le lendemain.',
    );

    const commission = within(dialog).getByLabelText(
      'Commission d’accès à l’information avisée le',
    );
    await user.type(commission, '2026-03-05');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la correction' }));
    expect(
      await within(dialog).findByText(
        'Un avis ne peut pas précéder la date où l’incident a été constaté.',
      ),
    ).toBeInTheDocument();
    expect(commission).toHaveFocus();
    expect(commission).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la correction' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'L’inscription de l’incident du 4 mars 2026 est corrigée.',
    );
    expect(lastBodyOf(spy, 'PUT', `${LIST}/1`)).toMatchObject({
      commissionNotifiedOn: '2026-03-05',
      peopleNotifiedOn: null,
    });
    expect(callsTo(spy, 'PUT', `${LIST}/1`)).toBe(2);
    await waitFor(() =>
      expect(screen.getByTestId('incident-row')).toHaveTextContent('5 mars 2026'),
    );
  });

  it('closes the dialog with Escape, unsaved, and gives the focus back', async () => {
    const user = userEvent.setup();
    const spy = mockSession(admin, { [`GET ${LIST}`]: () => page([lostBinder]) });
    renderRoute('/admin/privacy?section=incidents');
    const correct = await screen.findByRole('button', {
      name: 'Corriger l’incident du 4 mars 2026',
    });
    await user.click(correct);
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Ce qui est arrivé'), ' Modifié.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(correct).toHaveFocus();
    expect(callsTo(spy, 'PUT', `${LIST}/1`)).toBe(0);
  });

  it('keeps the dialog open and says so when the save fails', async () => {
    const user = userEvent.setup();
    mockSession(admin, {
      [`GET ${LIST}`]: () => page([lostBinder]),
      [`PUT ${LIST}/1`]: () => errorResponse(500, 'internal'),
    });
    renderRoute('/admin/privacy?section=incidents');
    await user.click(
      await screen.findByRole('button', { name: 'Corriger l’incident du 4 mars 2026' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer la correction' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Impossible d’enregistrer l’incident. Réessayez.',
    );
  });
});
