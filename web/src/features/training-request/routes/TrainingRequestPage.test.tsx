import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@/config/paths';
import type { Schemas } from '@/lib/api/types';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, errorResponse, jsonResponse, lastBodyOf, type Reply } from '@/test/api';
import { cpr, firstAid, mockCatalogueApi } from '@/test/courses';
import { renderRoute } from '@/test/render';
import { makeUser } from '@/test/users';
import type { User } from '@/lib/auth/types';
// Loaded up front: the routes load pages lazily, slowly on a cold start under load.
import './TrainingRequestPage';

configure({ asyncUtilTimeout: 5000 });

const recorded: Schemas['TrainingRequest'] = {
  id: 5,
  courses: [{ id: 3, title: 'Secourisme en milieu de travail' }],
  people: 12,
  address: '12, rue Principale, Gatineau',
  preferredDates: 'Un mardi en mars',
  language: 'fr',
  contact: { firstName: 'Marie', lastName: 'Tremblay', email: 'marie@acme.example', phone: '' },
  company: 'Acme Québec inc.',
  companyId: null,
  message: '',
  status: 'new',
  quoteId: null,
  createdAt: '2030-11-20T14:00:00Z',
};
const acme = { id: 12, name: 'Acme Québec inc.' };
const beton = { id: 13, name: 'Béton Outaouais' };
const company = (base: { id: number; name: string }) => ({
  ...base,
  address: '12, rue Principale, Gatineau',
  billingEmail: 'comptes@acme.example',
  neq: '',
  purchaseOrder: '',
  language: 'fr',
  creditApproved: false,
  createdAt: '2030-11-02T15:00:00Z',
});

function serve(
  user: User | null,
  answer: Reply = jsonResponse(201, { request: recorded }),
  more = {},
) {
  return mockCatalogueApi(user, [cpr, firstAid], {
    'POST /api/training-requests': answer,
    ...more,
  });
}

type Setup = ReturnType<typeof userEvent.setup>;
const heading = () => screen.findByRole('heading', { level: 1, name: 'Formation en entreprise' });
const courseBox = (name: string) => screen.findByRole('checkbox', { name });
const consentBox = () => screen.getByRole('checkbox', { name: /nouvelles de Formations Secours/ });
const submit = () => screen.getByRole('button', { name: 'Demander un devis' });

/** The request's details, the contact's left to each test. */
async function fillTraining(user: Setup) {
  await user.click(await courseBox('Secourisme en milieu de travail'));
  await user.type(screen.getByLabelText('Nombre de personnes à former'), '12');
  await user.type(
    screen.getByLabelText('Adresse du lieu de travail'),
    '12, rue Principale, Gatineau',
  );
  await user.type(screen.getByLabelText('Dates ou périodes souhaitées'), 'Un mardi en mars');
}

async function fillContact(user: Setup) {
  await user.type(screen.getByLabelText('Prénom'), 'Marie');
  await user.type(screen.getByLabelText('Nom'), 'Tremblay');
  await user.type(screen.getByLabelText('Courriel'), 'marie@acme.example');
}

describe('the training at your workplace page', () => {
  it.each([
    ['its slug', firstAid.slug],
    ['its id', String(firstAid.id)],
  ])(
    'explains the offer, checks the course a link names by %s, and leaves the news unticked',
    async (_by, course) => {
      serve(null);
      renderRoute(paths.workplaceTraining(course));

      expect(await heading()).toBeVisible();
      expect(screen.getByText(/pour un prix fixé pour le groupe/)).toBeVisible();
      expect(screen.getByText(/en général d’ici deux jours ouvrables/)).toBeVisible();
      await waitFor(async () =>
        expect(await courseBox('Secourisme en milieu de travail')).toBeChecked(),
      );
      expect(screen.getByRole('checkbox', { name: cpr.title })).not.toBeChecked();
      expect(consentBox()).not.toBeChecked();
      expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
      expect(screen.queryByLabelText('Entreprise')).not.toBeInTheDocument();
      expect(document.title).toBe('Formation en entreprise | Formations Secours Outaouais');
    },
  );

  it('checks every field before sending, and focuses the first one in error', async () => {
    const spy = serve(null);
    const user = userEvent.setup();
    renderRoute(paths.workplaceTraining());
    await courseBox(cpr.title);
    await user.type(screen.getByLabelText('Nombre de personnes à former'), '501');
    await user.type(screen.getByLabelText('Courriel'), 'marie@');
    await user.click(submit());

    expect(await screen.findByText('Choisissez au moins une formation.')).toBeVisible();
    for (const message of [
      'Indiquez un nombre de personnes entre 1 et 500.',
      'Indiquez l’adresse du lieu de travail.',
      'Indiquez les dates ou les périodes qui vous conviennent.',
      'Indiquez le nom de l’entreprise.',
      'Veuillez indiquer votre prénom.',
      'Veuillez indiquer un courriel valide.',
    ]) {
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(screen.getByRole('checkbox', { name: cpr.title })).toHaveFocus();
    expect(callsTo(spy, 'POST', '/api/training-requests')).toBe(0);
  });

  it('sends the request as the contract has it, then says a quote comes by mail', async () => {
    const spy = serve(null);
    const user = userEvent.setup();
    renderRoute(paths.workplaceTraining());
    await user.click(await courseBox(cpr.title));
    await fillTraining(user);
    await user.click(screen.getByRole('radio', { name: 'Anglais' }));
    await user.type(screen.getByLabelText('Nom de l’entreprise'), ' Acme Québec inc. ');
    await fillContact(user);
    await user.type(screen.getByLabelText('Téléphone (facultatif)'), '819 555-0100');
    await user.type(screen.getByLabelText('Message (facultatif)'), 'Salle au 2e étage.');
    await user.click(consentBox());
    await user.click(submit());

    const done = await screen.findByRole('heading', { name: 'Merci, votre demande est envoyée' });
    expect(done).toHaveFocus();
    expect(lastBodyOf(spy, 'POST', '/api/training-requests')).toEqual({
      courseIds: [cpr.id, firstAid.id],
      people: 12,
      address: '12, rue Principale, Gatineau',
      preferredDates: 'Un mardi en mars',
      language: 'en',
      contact: {
        firstName: 'Marie',
        lastName: 'Tremblay',
        email: 'marie@acme.example',
        phone: '819 555-0100',
      },
      company: 'Acme Québec inc.',
      message: 'Salle au 2e étage.',
      newsConsent: true,
    });
    const sent = screen.getByTestId('training-request-sent');
    expect(sent.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'Nous préparons votre devis et vous l’envoyons à marie@acme.example, en général d’ici deux jours ouvrables.',
    );
    expect(within(sent).getByText('Secourisme en milieu de travail')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Demander un devis' })).not.toBeInTheDocument();
  });

  it('fills in the signed-in manager and offers their companies, the first one chosen', async () => {
    const manager = makeUser({ firstName: 'Luc', lastName: 'Gagnon', email: 'luc@acme.example' });
    const spy = serve(manager, undefined, {
      'GET /api/companies': jsonResponse(200, {
        companies: [company(acme), company(beton)],
        nextCursor: null,
      }),
    });
    const user = userEvent.setup();
    renderRoute(paths.workplaceTraining());

    const choice = await screen.findByRole('combobox', { name: 'Entreprise' });
    await waitFor(() => expect(choice).toHaveValue('12'));
    expect(screen.getByLabelText('Prénom')).toHaveValue('Luc');
    expect(screen.getByLabelText('Courriel')).toHaveValue('luc@acme.example');
    expect(screen.queryByLabelText('Nom de l’entreprise')).not.toBeInTheDocument();
    await user.selectOptions(choice, 'Béton Outaouais');
    await fillTraining(user);
    await user.click(submit());

    await screen.findByRole('heading', { name: 'Merci, votre demande est envoyée' });
    expect(lastBodyOf(spy, 'POST', '/api/training-requests')).toEqual({
      courseIds: [firstAid.id],
      people: 12,
      address: '12, rue Principale, Gatineau',
      preferredDates: 'Un mardi en mars',
      language: 'fr',
      contact: { firstName: 'Luc', lastName: 'Gagnon', email: 'luc@acme.example' },
      company: 'Béton Outaouais',
      companyId: 13,
      newsConsent: false,
    });
  });

  it('lets a manager name another company instead', async () => {
    const spy = serve(makeUser(), undefined, {
      'GET /api/companies': jsonResponse(200, { companies: [company(acme)], nextCursor: null }),
    });
    const user = userEvent.setup();
    renderRoute(paths.workplaceTraining());
    const choice = await screen.findByRole('combobox', { name: 'Entreprise' });
    await waitFor(() => expect(choice).toHaveValue('12'));
    await user.selectOptions(choice, 'Une autre entreprise');
    await user.type(screen.getByLabelText('Nom de l’entreprise'), 'Garderie Les Petits Pas');
    await fillTraining(user);
    await user.click(submit());

    await screen.findByRole('heading', { name: 'Merci, votre demande est envoyée' });
    const body = lastBodyOf(spy, 'POST', '/api/training-requests') as Record<string, unknown>;
    expect(body.company).toBe('Garderie Les Petits Pas');
    expect(body).not.toHaveProperty('companyId');
  });

  it("puts the server's field errors on their fields, and reads the catalogue again", async () => {
    const spy = serve(
      null,
      errorResponse(400, 'validation', {
        courseIds: 'unknown-course',
        'contact.email': 'invalid-email',
      }),
    );
    const user = userEvent.setup();
    renderRoute(paths.workplaceTraining());
    await fillTraining(user);
    await user.type(screen.getByLabelText('Nom de l’entreprise'), 'Acme');
    await fillContact(user);
    await user.click(submit());

    expect(
      await screen.findByText(/Une des formations choisies n’est plus offerte\./),
    ).toBeVisible();
    expect(screen.getByLabelText('Courriel')).toHaveAccessibleDescription(
      'Nous vous y enverrons le devis. Veuillez indiquer un courriel valide.',
    );
    expect(screen.getByRole('checkbox', { name: cpr.title })).toHaveFocus();
    await waitFor(() => expect(callsTo(spy, 'GET', '/api/courses')).toBe(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [
      'too many requests',
      errorResponse(429, 'rate-limited'),
      'Plusieurs demandes ont été envoyées depuis votre connexion en peu de temps. Réessayez plus tard, ou écrivez-nous à info@secours.example.',
    ],
    [
      'a failure',
      errorResponse(500, 'internal'),
      'Votre demande n’a pas pu être envoyée. Veuillez réessayer.',
    ],
  ])('says so after %s, and keeps what was typed', async (_what, answer, message) => {
    serve(null, answer);
    const user = userEvent.setup();
    renderRoute(paths.workplaceTraining());
    await fillTraining(user);
    await user.type(screen.getByLabelText('Nom de l’entreprise'), 'Acme');
    await fillContact(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Adresse du lieu de travail')).toHaveValue(
      '12, rue Principale, Gatineau',
    );
  });

  it('says when the company chosen is no longer one the person manages (404)', async () => {
    let companies = [company(acme)];
    const spy = serve(makeUser(), errorResponse(404, 'not-found'), {
      'GET /api/companies': () => jsonResponse(200, { companies, nextCursor: null }),
    });
    const user = userEvent.setup();
    renderRoute(paths.workplaceTraining());
    const choice = await screen.findByRole('combobox', { name: 'Entreprise' });
    await waitFor(() => expect(choice).toHaveValue('12'));
    await fillTraining(user);
    companies = [];
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cette entreprise ne fait plus partie de celles que vous gérez. Choisissez-en une autre.',
    );
    await waitFor(() => expect(callsTo(spy, 'GET', '/api/companies')).toBe(2));
    expect(await screen.findByLabelText('Nom de l’entreprise')).toHaveValue('');
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    serve(null);
    renderRoute(paths.workplaceTraining());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Training at your workplace' }),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Ask for a quote' })).toBeVisible();
  });
});
