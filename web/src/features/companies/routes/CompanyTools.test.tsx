import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, jsonResponse, lastBodyOf, type Routes } from '@/test/api';
import { makeSession } from '@/test/bookings';
import { makeCourse } from '@/test/courses';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import { i18n } from '@/lib/i18n/i18n';
import type { Company, WorkplaceCompliance } from '../api/types';
import './CompanyPage';

configure({ asyncUtilTimeout: 5000 });

const acme: Company = {
  id: 12,
  name: 'Acme Québec inc.',
  address: '12, rue Principale, Gatineau',
  billingEmail: 'comptes@acme.example',
  neq: '',
  purchaseOrder: '',
  language: 'fr',
  creditApproved: true,
  createdAt: '2026-11-02T15:00:00Z',
};

const compliance: WorkplaceCompliance[] = [
  {
    id: 3,
    name: 'Usine de Gatineau',
    address: '',
    sector: 'establishment',
    shifts: [
      { workers: 160, required: 3, certified: 1, expiringSoon: 0, booked: 0, missing: 2 },
      { workers: 83, required: 2, certified: 3, expiringSoon: 0, booked: 0, missing: 0 },
    ],
  },
  {
    id: 4,
    name: 'Chantier Nord',
    address: '',
    sector: 'construction',
    shifts: [{ workers: 12, required: 1, certified: 0, expiringSoon: 0, booked: 0, missing: 1 }],
  },
];

const firstAid = makeCourse({ id: 7, title: 'Secourisme en milieu de travail', priceCents: 9000 });
const session = makeSession({
  id: 41,
  courseId: 7,
  startsAt: '2030-12-10T08:00:00-05:00',
  location: 'Salle B, Gatineau',
  seatsLeft: 2,
});
const next = { sessionId: 41, courseId: 7, startsAt: session.startsAt, seatsLeft: 2 };

const since = '2026-11-02T15:00:00Z';
const marie = {
  userId: 1,
  firstName: 'Marie',
  lastName: 'Tremblay',
  email: 'marie@acme.example',
  since,
};

function mockCompany(routes: Routes = {}, company: Company = acme) {
  return mockSession(makeUser(), {
    'GET /api/companies/12': () =>
      jsonResponse(200, {
        company,
        paymentInstructions: 'Virement Interac à paiements@secours.example',
      }),
    'GET /api/companies/12/compliance': () =>
      jsonResponse(200, { workplaces: compliance, nextFirstAidSession: next }),
    'GET /api/companies/12/workplaces': () => jsonResponse(200, { workplaces: [] }),
    'GET /api/companies/12/employees': () => jsonResponse(200, { employees: [], nextCursor: null }),
    'GET /api/companies/12/managers': () =>
      jsonResponse(200, { managers: [marie], invitations: [] }),
    'GET /api/companies/12/bookings': () =>
      jsonResponse(200, { teamBookings: [], nextCursor: null }),
    'GET /api/companies/12/invoices': () => jsonResponse(200, { invoices: [], nextCursor: null }),
    'GET /api/courses': () => jsonResponse(200, { courses: [firstAid], total: 1 }),
    'GET /api/courses/7/sessions': () => jsonResponse(200, { sessions: [session] }),
    ...routes,
  });
}

const workplacesSection = () =>
  screen.getByRole('region', { name: 'Lieux de travail et secouristes' });
const teamForm = () => screen.getByRole('region', { name: 'Inscrire une équipe' });

describe('a company’s tools', () => {
  it('books the missing first-aiders on the next session, as seats to name, up to its seats left', async () => {
    const spy = mockCompany({
      'POST /api/companies/12/bookings': () => errorResponse(409, 'session-full'),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const offer = await within(
      await screen.findByRole('region', {
        name: 'Lieux de travail et secouristes',
      }),
    ).findByTestId('book-missing');
    // 2 + 1 missing, but only 2 seats left.
    expect(offer).toHaveTextContent(
      'Prochaine séance de secourisme en milieu de travail : mardi 10 décembre 2030, 8 h 00. Réservez 2 places à nommer plus tard',
    );
    await user.click(within(offer).getByRole('button', { name: 'Réserver les places manquantes' }));

    const form = teamForm();
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Formation' })).toHaveValue('7'),
    );
    expect(
      await within(form).findByRole('radio', { name: /mardi 10 décembre 2030/ }),
    ).toBeChecked();
    expect(within(form).getByRole('spinbutton', { name: /Places à nommer plus tard/ })).toHaveValue(
      2,
    );
    expect(within(form).getByTestId('team-summary')).toHaveTextContent('2 places demandées');
    await user.click(within(form).getByRole('button', { name: 'Réserver les places' }));
    await waitFor(() =>
      expect(lastBodyOf(spy, 'POST', '/api/companies/12/bookings')).toEqual({
        sessionId: 41,
        paymentMethod: 'invoice',
        attendees: [{}, {}],
      }),
    );
  });

  it('says that no session is scheduled yet and whom to call', async () => {
    mockCompany({
      'GET /api/companies/12/compliance': () =>
        jsonResponse(200, { workplaces: compliance, nextFirstAidSession: null }),
    });
    renderRoute('/companies/12');
    expect(
      await within(
        await screen.findByRole('region', { name: 'Lieux de travail et secouristes' }),
      ).findByText(/aucune séance de secourisme en milieu de travail n’est encore prévue/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réserver les places manquantes' })).toBeNull();
  });

  it('offers no booking of the missing seats to a company without credit while cards are off', async () => {
    mockCompany({}, { ...acme, creditApproved: false });
    renderRoute('/companies/12');
    await within(
      await screen.findByRole('region', { name: 'Lieux de travail et secouristes' }),
    ).findByText('Usine de Gatineau');
    expect(within(workplacesSection()).queryByTestId('book-missing')).toBeNull();
  });

  it('links each workplace’s first-aiders notice', async () => {
    mockCompany();
    renderRoute('/companies/12');
    const link = await screen.findByRole('link', {
      name: 'Télécharger l’affiche des secouristes de Chantier Nord (PDF)',
    });
    expect(link).toHaveAttribute('href', '/api/companies/12/workplaces/4/first-aiders.pdf');
    expect(link).toHaveTextContent('Affiche des secouristes (PDF)');
  });

  it('lists the managers and invites one', async () => {
    const spy = mockCompany({
      'POST /api/companies/12/managers': () =>
        jsonResponse(201, {
          managers: [marie],
          invitations: [{ email: 'paul@acme.example', invitedAt: '2026-11-25T15:00:00Z' }],
        }),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const section = await screen.findByRole('region', { name: 'Gestionnaires' });
    expect(await within(section).findByText('Marie Tremblay')).toBeInTheDocument();
    expect(section).toHaveTextContent('Aucune invitation en attente.');

    const email = within(section).getByRole('textbox', { name: 'Courriel de la personne' });
    await user.type(email, 'pas-une-adresse');
    await user.click(within(section).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(
      await within(section).findByText('Veuillez entrer une adresse courriel valide.'),
    ).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'paul@acme.example');
    await user.click(within(section).getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(
      await within(section).findByText('Invitation envoyée à paul@acme.example.'),
    ).toBeInTheDocument();
    expect(lastBodyOf(spy, 'POST', '/api/companies/12/managers')).toEqual({
      email: 'paul@acme.example',
    });
    expect(within(section).getByTestId('invitation')).toHaveTextContent('paul@acme.example');
    expect(email).toHaveValue('');
  });

  it('checks a CSV file first: names the unreadable file, lists every bad line, imports nothing', async () => {
    const bad =
      'Prénom;Nom;Courriel;Lieu de travail\nLuc;Gagnon;;\nAnne;Roy;anne@;\nPaul;Roy;;Chantier Nord\n';
    const spy = mockCompany({
      'POST /api/companies/12/employees/import': (init) => {
        const { file } = JSON.parse(String(init?.body)) as { file: string };
        if (file !== bad)
          return errorResponse(400, 'invalid-input', { file: 'missing-name-columns' });
        return jsonResponse(200, {
          written: false,
          created: 1,
          updated: 0,
          unchanged: 0,
          departed: 0,
          lines: [
            { line: 2, action: 'create', firstName: 'Luc', lastName: 'Gagnon', employeeId: null },
          ],
          errors: [
            { line: 3, field: 'email', reason: 'invalid-email' },
            { line: 4, field: 'workplace', reason: 'workplace-closed' },
          ],
        });
      },
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const section = await screen.findByRole('region', { name: 'Importer un fichier CSV' });
    expect(section).toHaveTextContent(
      'Prénom ; Nom ; Courriel ; Numéro d’employé (ou Matricule) ; Lieu de travail ; Quart',
    );
    expect(section).toHaveTextContent(
      'par son courriel, sinon par son numéro d’employé, sinon par son nom et son lieu de travail',
    );
    const template = within(section).getByRole('link', { name: 'Télécharger un modèle (CSV)' });
    expect(template).toHaveAttribute('download', 'employes-modele.csv');
    expect(decodeURIComponent(template.getAttribute('href') ?? '')).toContain(
      'Prénom;Nom;Courriel;Numéro d’employé;Lieu de travail;Quart',
    );

    await user.click(within(section).getByRole('button', { name: 'Vérifier le fichier' }));
    expect(within(section).getByRole('alert')).toHaveTextContent(
      'Choisissez d’abord un fichier CSV.',
    );

    const input = within(section).getByLabelText('Fichier CSV');
    await user.upload(
      input,
      new File(['Nom complet\nLuc Gagnon\n'], 'a.csv', { type: 'text/csv' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Vérifier le fichier' }));
    const result = within(section).getByTestId('import-result');
    await waitFor(() =>
      expect(result).toHaveTextContent(
        'Les colonnes « Prénom » et « Nom » sont introuvables. Vérifiez la ligne de titres.',
      ),
    );

    await user.upload(input, new File([bad], 'employes.csv', { type: 'text/csv' }));
    expect(result).toBeEmptyDOMElement();
    await user.click(within(section).getByRole('button', { name: 'Vérifier le fichier' }));
    expect(await within(result).findByRole('alert')).toHaveTextContent(
      '2 erreurs à corriger. Rien n’a été importé. Corrigez ces lignes dans votre fichier, puis vérifiez-le de nouveau.',
    );
    const rows = within(result).getAllByTestId('import-error');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Ligne 3.*Courriel.*Ce n’est pas une adresse courriel valide\.$/),
      expect.stringMatching(/^Ligne 4.*Lieu de travail.*Ce lieu de travail est fermé\.$/),
    ]);
    expect(within(section).queryByRole('button', { name: 'Importer' })).toBeNull();
    expect(lastBodyOf(spy, 'POST', '/api/companies/12/employees/import')).toEqual({
      file: bad,
      confirm: false,
    });
  });

  it('imports a checked file once confirmed, with its counts, and reads the employees again', async () => {
    const counts = { created: 12, updated: 3, unchanged: 40, departed: 1 };
    const good = 'Prénom;Nom;Courriel\nAnne;Roy;anne@acme.example\n';
    const spy = mockCompany({
      'POST /api/companies/12/employees/import': (init) => {
        const { confirm } = JSON.parse(String(init?.body)) as { confirm: boolean };
        return jsonResponse(200, { written: confirm, ...counts, lines: [], errors: [] });
      },
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const section = await screen.findByRole('region', { name: 'Importer un fichier CSV' });
    const input = within(section).getByLabelText('Fichier CSV');
    const result = within(section).getByTestId('import-result');

    // Another file chosen after a check starts over.
    await user.upload(input, new File(['Prénom;Nom\nA;B\n'], 'old.csv', { type: 'text/csv' }));
    await user.click(within(section).getByRole('button', { name: 'Vérifier le fichier' }));
    expect(await within(section).findByRole('button', { name: 'Importer' })).toBeInTheDocument();
    await user.upload(input, new File([good], 'employes.csv', { type: 'text/csv' }));
    expect(within(section).queryByRole('button', { name: 'Importer' })).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Vérifier le fichier' }));
    const confirm = await within(section).findByRole('button', { name: 'Importer' });
    expect(within(result).getByRole('status')).toHaveTextContent(
      'Fichier vérifié : rien n’est encore importé.' +
        '12 à ajouter · 3 à mettre à jour · 40 inchangés · 1 personne partie, laissée telle quelle',
    );
    expect(callsTo(spy, 'POST', '/api/companies/12/employees/import')).toBe(2);
    const employeeReads = callsTo(spy, 'GET', '/api/companies/12/employees');

    await user.click(confirm);
    await waitFor(() =>
      expect(result).toHaveTextContent(
        'Importation terminée : 12 employés ajoutés · 3 mis à jour · 40 inchangés · 1 personne partie, laissée telle quelle.',
      ),
    );
    expect(lastBodyOf(spy, 'POST', '/api/companies/12/employees/import')).toEqual({
      file: good,
      confirm: true,
    });
    expect(result).toHaveFocus();
    expect(within(section).queryByRole('button', { name: 'Importer' })).toBeNull();
    await waitFor(() =>
      expect(callsTo(spy, 'GET', '/api/companies/12/employees')).toBeGreaterThan(employeeReads),
    );
  });

  it('says nothing is to import when every line is as the list already has it', async () => {
    mockCompany({
      'POST /api/companies/12/employees/import': () =>
        jsonResponse(200, {
          written: false,
          created: 0,
          updated: 0,
          unchanged: 1,
          departed: 0,
          lines: [{ line: 2, action: 'unchanged', firstName: 'A', lastName: 'B', employeeId: 21 }],
          errors: [],
        }),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const section = await screen.findByRole('region', { name: 'Importer un fichier CSV' });
    await user.upload(
      within(section).getByLabelText('Fichier CSV'),
      new File(['Prénom;Nom\nA;B\n'], 'a.csv', { type: 'text/csv' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Vérifier le fichier' }));
    expect(
      await within(section).findByText('Rien à importer : votre liste d’employés est déjà à jour.'),
    ).toBeInTheDocument();
    expect(within(section).getByTestId('import-result')).toHaveTextContent('1 inchangé');
    expect(within(section).queryByRole('button', { name: 'Importer' })).toBeNull();
  });

  it('edits an employee in a dialog', async () => {
    const luc = {
      id: 21,
      firstName: 'Luc',
      lastName: 'Gagnon',
      email: '',
      employeeNumber: '',
      workplaceId: null,
      shift: null,
      createdAt: since,
      leftOn: null,
    };
    const spy = mockCompany({
      'GET /api/companies/12/employees': () =>
        jsonResponse(200, { employees: [luc], nextCursor: null }),
      'PUT /api/companies/12/employees/21': () =>
        jsonResponse(200, { employee: { ...luc, email: 'luc@acme.example' } }),
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    await user.click(await screen.findByRole('button', { name: 'Modifier l’employé Luc Gagnon' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’employé' });
    expect(within(dialog).getByRole('textbox', { name: /Prénom/ })).toHaveValue('Luc');
    await user.type(within(dialog).getByRole('textbox', { name: /Courriel/ }), 'luc@acme.example');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastBodyOf(spy, 'PUT', '/api/companies/12/employees/21')).toEqual({
      firstName: 'Luc',
      lastName: 'Gagnon',
      email: 'luc@acme.example',
    });
  });

  it('edits a workplace in a dialog, with the server’s refusal on its field', async () => {
    let puts = 0;
    const spy = mockCompany({
      'PUT /api/companies/12/workplaces/4': () => {
        puts += 1;
        return puts === 1
          ? errorResponse(400, 'invalid-input', { name: 'too-long' })
          : jsonResponse(200, {
              workplace: {
                id: 4,
                name: 'Chantier Sud',
                address: '',
                sector: 'construction',
                shifts: [12, 4],
              },
            });
      },
    });
    const user = userEvent.setup();
    renderRoute('/companies/12');
    const edit = await screen.findByRole('button', {
      name: 'Modifier le lieu de travail Chantier Nord',
    });
    const complianceReads = callsTo(spy, 'GET', '/api/companies/12/compliance');
    await user.click(edit);

    const dialog = await screen.findByRole('dialog', { name: 'Modifier le lieu de travail' });
    const name = within(dialog).getByLabelText('Nom du lieu');
    expect(name).toHaveValue('Chantier Nord');
    expect(name).toHaveFocus();
    expect(within(dialog).getByLabelText('Secteur')).toHaveValue('construction');
    expect(within(dialog).getByLabelText('Travailleurs du quart 1')).toHaveValue('12');
    await user.clear(name);
    await user.type(name, 'Chantier Sud');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un quart' }));
    await user.type(within(dialog).getByLabelText('Travailleurs du quart 2'), '4');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Ce texte est trop long.');
    expect(name).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastBodyOf(spy, 'PUT', '/api/companies/12/workplaces/4')).toEqual({
      name: 'Chantier Sud',
      sector: 'construction',
      shifts: [12, 4],
    });
    expect(within(workplacesSection()).getByRole('status')).toHaveTextContent(
      'Lieu de travail « Chantier Sud » enregistré.',
    );
    expect(edit).toHaveFocus();
    await waitFor(() =>
      expect(callsTo(spy, 'GET', '/api/companies/12/compliance')).toBeGreaterThan(complianceReads),
    );
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    mockCompany();
    renderRoute('/companies/12');
    expect(
      await screen.findByRole('button', { name: 'Book the missing seats' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Managers' })).toBeInTheDocument();
  });
});
