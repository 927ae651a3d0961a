import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, errorResponse, fetchedUrls, jsonResponse, lastBodyOf } from '@/test/api';
import { makeAdminCourse } from '@/test/courses';
import { makeQuote, makeTrainingRequest } from '@/test/quotes';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { Routes } from '@/test/api';
import './AdminQuoteEditorPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, role: 'admin', email: 'admin@example.com' });
const plain = (element: HTMLElement) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ');
const group = (name: string) => within(screen.getByRole('group', { name }));

const workplace = makeAdminCourse({
  id: 4,
  priceCents: 12_550,
  title: { fr: 'Secourisme en milieu de travail', en: 'Workplace first aid' },
});
const archived = makeAdminCourse({ id: 6, archived: true, title: { fr: 'Ancien cours', en: '' } });
const acme = {
  id: 7,
  name: 'Acme Québec inc.',
  address: '250, boulevard de l’Industrie, Gatineau',
  billingEmail: 'compta@acme.example',
  neq: '',
  purchaseOrder: '',
  language: 'fr' as const,
  creditApproved: true,
  createdAt: '2026-01-10T12:00:00Z',
};
/** The draft the server answers with: days to come, so that it can be edited. */
const saved = makeQuote({
  days: [
    {
      date: '2030-12-07',
      startsAt: '2030-12-07T08:30:00-05:00',
      endsAt: '2030-12-07T16:30:00-05:00',
    },
  ],
  validUntil: '2030-11-30',
});

function mockEditorApi(routes: Routes = {}) {
  return mockSession(admin, {
    'GET /api/admin/courses': () =>
      jsonResponse(200, { courses: [workplace, archived], nextCursor: null }),
    'GET /api/admin/companies': () => jsonResponse(200, { companies: [acme], nextCursor: null }),
    'GET /api/admin/quotes/41': () => jsonResponse(200, { quote: saved }),
    ...routes,
  });
}

describe('the quote editor', () => {
  it('prepares a quote from a request, sends the contract’s body and shows the server’s taxes', async () => {
    const spy = mockEditorApi({
      'GET /api/admin/training-requests': () =>
        jsonResponse(200, { requests: [makeTrainingRequest()], nextCursor: null }),
      'POST /api/admin/quotes': () => jsonResponse(201, { quote: saved }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/quotes');
    await user.click(
      await screen.findByRole('link', { name: 'Préparer un devis pour Acme Québec inc.' }),
    );
    const heading = await screen.findByRole('heading', { level: 1, name: 'Nouveau devis' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(router.state.location.search).toBe('?request=31');
    expect(
      screen.getByText(
        'En réponse à la demande de Julie Roy (Acme Québec inc.), reçue le 18 nov. 2026.',
      ),
    ).toBeInTheDocument();

    expect(await screen.findByTestId('chosen-company')).toHaveTextContent('Acme Québec inc.');
    expect(screen.getByLabelText('Adresse de la formation')).toHaveValue(acme.address);
    expect(screen.getByRole('radio', { name: 'Français' })).toBeChecked();
    expect(screen.getByLabelText('Personne-ressource (facultatif)')).toHaveValue('Julie Roy');
    expect(screen.getByLabelText('Courriel du destinataire (facultatif)')).toHaveValue(
      'julie.roy@acme.example',
    );
    expect(
      screen.getByText('Dates souhaitées par le client : « Début décembre, en semaine »', {
        normalizer: (text) => text.replace(/[\u00a0\u202f]/g, ' '),
      }),
    ).toBeInTheDocument();
    const day = group('Jour 1');
    expect(day.getByLabelText('Date')).toHaveValue('');
    const line = group('Ligne 1');
    expect(line.getByRole('combobox', { name: 'Formation (facultatif)' })).toHaveValue('4');
    // Archived courses are not offered.
    expect(line.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Aucune (frais, matériel…)',
      'Secourisme en milieu de travail',
    ]);
    expect(line.getByLabelText('Description')).toHaveValue('Secourisme en milieu de travail');
    expect(line.getByLabelText('Quantité')).toHaveValue(12);
    expect(line.getByLabelText('Prix unitaire avant taxes ($)')).toHaveValue('125,50');
    expect(plain(line.getByTestId('line-amount'))).toBe('Montant : 1 506,00 $');

    await user.type(day.getByLabelText('Date'), '2030-12-07');
    await user.type(day.getByLabelText('Début'), '08:30');
    await user.type(day.getByLabelText('Fin'), '16:30');
    const price = line.getByLabelText('Prix unitaire avant taxes ($)');
    await user.clear(price);
    await user.type(price, '1 234,5');
    await user.click(
      screen.getByRole('button', { name: 'Ajouter une ligne de frais de déplacement' }),
    );
    const travel = group('Ligne 2');
    expect(travel.getByLabelText('Description')).toHaveValue('Frais de déplacement');
    expect(travel.getByLabelText('Prix unitaire avant taxes ($)')).toHaveFocus();
    await user.type(travel.getByLabelText('Prix unitaire avant taxes ($)'), '150');
    expect(plain(screen.getByTestId('quote-subtotal'))).toBe('14 964,00 $');
    const validUntil = screen.getByLabelText('Valide jusqu’au');
    await user.clear(validUntil);
    await user.type(validUntil, '2030-11-30');
    await user.type(screen.getByLabelText('Notes (facultatif)'), 'Salle fournie par le client.');
    await user.click(screen.getByRole('button', { name: 'Créer le devis' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/quotes/41'));
    expect(lastBodyOf(spy, 'POST', '/api/admin/quotes')).toEqual({
      requestId: 31,
      companyId: 7,
      address: '250, boulevard de l’Industrie, Gatineau',
      language: 'fr',
      contactName: 'Julie Roy',
      contactEmail: 'julie.roy@acme.example',
      days: [{ date: '2030-12-07', startsAt: '08:30', endsAt: '16:30' }],
      lines: [
        {
          courseId: 4,
          description: 'Secourisme en milieu de travail',
          quantity: 12,
          unitPriceCents: 123_450,
        },
        { description: 'Frais de déplacement', quantity: 1, unitPriceCents: 15_000 },
      ],
      validUntil: '2030-11-30',
      notes: 'Salle fournie par le client.',
    });
    const page = await screen.findByRole('heading', { level: 1, name: /Devis S-2026-000012/ });
    await waitFor(() => expect(page).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Devis créé. Relisez-le, puis envoyez-le au client.',
    );
    expect(plain(screen.getByTestId('quote-gst'))).toContain('82,80 $');
    expect(plain(screen.getByTestId('quote-qst'))).toContain('165,19 $');
    expect(plain(screen.getByTestId('quote-total'))).toContain('1 903,99 $');
  });

  it('picks the company with a search, fills in a course’s title and price, and shows the server’s refusals on their fields', async () => {
    const spy = mockEditorApi({
      'POST /api/admin/quotes': () =>
        errorResponse(400, 'validation', {
          'days[0].startsAt': 'required',
          'lines[1].unitPriceCents': 'out-of-range',
          lines: 'course-required',
          validUntil: 'in-the-past',
        }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/quotes/new');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nouveau devis' }),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Créer le devis' }));
    expect(await screen.findByText('Choisissez l’entreprise.')).toBeInTheDocument();
    expect(screen.getByText('Indiquez l’adresse de la formation.')).toBeInTheDocument();
    expect(screen.getByText('Indiquez la description.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Au moins une ligne doit porter sur une formation/,
    );
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Rechercher une entreprise' })).toHaveFocus(),
    );
    expect(callsTo(spy, 'POST', '/api/admin/quotes')).toBe(0);

    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une entreprise' }), 'acme');
    await waitFor(() =>
      expect(fetchedUrls(spy, '/api/admin/companies').at(-1)?.searchParams.get('q')).toBe('acme'),
    );
    await user.click(await screen.findByRole('button', { name: 'Choisir Acme Québec inc.' }));
    const change = screen.getByRole('button', { name: 'Changer d’entreprise' });
    await waitFor(() => expect(change).toHaveFocus());
    expect(screen.getByLabelText('Adresse de la formation')).toHaveValue(acme.address);

    const day = group('Jour 1');
    await user.type(day.getByLabelText('Date'), '2030-12-07');
    await user.type(day.getByLabelText('Début'), '09:00');
    await user.type(day.getByLabelText('Fin'), '16:00');
    await user.selectOptions(group('Ligne 1').getByRole('combobox'), '4');
    expect(group('Ligne 1').getByLabelText('Description')).toHaveValue(
      'Secourisme en milieu de travail',
    );
    expect(group('Ligne 1').getByLabelText('Prix unitaire avant taxes ($)')).toHaveValue('125,50');
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne de matériel' }));
    await user.type(group('Ligne 2').getByLabelText('Prix unitaire avant taxes ($)'), '20');
    await user.click(screen.getByRole('button', { name: 'Créer le devis' }));

    const start = group('Jour 1').getByLabelText('Début');
    await waitFor(() => expect(start).toHaveFocus());
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(group('Jour 1').getByText('Indiquez l’heure de début.')).toBeInTheDocument();
    expect(group('Ligne 2').getByLabelText('Prix unitaire avant taxes ($)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(
      group('Ligne 2').getByText(/Le prix unitaire doit être de 1\s000\s000\s\$ ou moins\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Au moins une ligne doit porter sur une formation/,
    );
    expect(screen.getByLabelText('Valide jusqu’au')).toHaveAccessibleDescription(
      /La date de validité doit être aujourd’hui ou plus tard\./,
    );
    expect(lastBodyOf(spy, 'POST', '/api/admin/quotes')).toMatchObject({
      companyId: 7,
      lines: [
        { courseId: 4, quantity: 1, unitPriceCents: 12_550 },
        { description: 'Matériel', quantity: 1, unitPriceCents: 2000 },
      ],
    });
  });

  it('opens a request from its address, searching for the company it names', async () => {
    const lucioles = makeTrainingRequest({
      id: 32,
      company: 'Garderie Les Lucioles',
      companyId: null,
      language: 'en',
    });
    const spy = mockEditorApi({
      'GET /api/admin/training-requests/32': () => jsonResponse(200, { request: lucioles }),
      'GET /api/admin/companies': () => jsonResponse(200, { companies: [], nextCursor: null }),
      'POST /api/admin/quotes': () => jsonResponse(201, { quote: saved }),
    });
    const user = userEvent.setup();
    renderRoute('/admin/quotes/new?request=32');
    expect(
      await screen.findByText(/Entreprise indiquée dans la demande : « Garderie Les Lucioles »\./, {
        normalizer: (text) => text.replace(/[\u00a0\u202f]/g, ' '),
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher une entreprise' })).toHaveValue(
      'Garderie Les Lucioles',
    );
    expect(await screen.findByText(/Aucune entreprise trouvée/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Anglais' })).toBeChecked();
    expect(group('Ligne 1').getByLabelText('Description')).toHaveValue('Workplace first aid');
    expect(fetchedUrls(spy, '/api/admin/training-requests/32')).toHaveLength(1);
    expect(fetchedUrls(spy, '/api/admin/companies').at(-1)?.searchParams.get('q')).toBe(
      'Garderie Les Lucioles',
    );
    // No company chosen: the request's is registered by the server, so none is sent.
    const days = group('Jour 1');
    await user.type(days.getByLabelText('Date'), '2030-12-10');
    await user.type(days.getByLabelText('Début'), '08:30');
    await user.type(days.getByLabelText('Fin'), '16:30');
    await user.click(screen.getByRole('button', { name: 'Créer le devis' }));
    await waitFor(() => expect(lastBodyOf(spy, 'POST', '/api/admin/quotes')).toBeDefined());
    expect(lastBodyOf(spy, 'POST', '/api/admin/quotes')).toMatchObject({ requestId: 32 });
    expect(lastBodyOf(spy, 'POST', '/api/admin/quotes')).not.toHaveProperty('companyId');
  });

  it('edits a draft and sends it whole with PUT', async () => {
    const spy = mockEditorApi({
      'PUT /api/admin/quotes/41': () => jsonResponse(200, { quote: { ...saved, notes: '' } }),
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/quotes/41/edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Modifier le devis S-2026-000012' }),
    ).toBeInTheDocument();
    const day = await screen.findByRole('group', { name: 'Jour 1' });
    expect(within(day).getByLabelText('Début')).toHaveValue('08:30');
    const fee = group('Ligne 2');
    expect(fee.getByRole('combobox')).toHaveValue('');
    await user.clear(fee.getByLabelText('Quantité'));
    await user.type(fee.getByLabelText('Quantité'), '2');
    await user.clear(screen.getByLabelText('Notes (facultatif)'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/quotes/41'));
    expect(lastBodyOf(spy, 'PUT', '/api/admin/quotes/41')).toEqual({
      requestId: 31,
      companyId: 7,
      address: saved.address,
      language: 'fr',
      contactName: 'Julie Roy',
      contactEmail: 'julie.roy@acme.example',
      days: [{ date: '2030-12-07', startsAt: '08:30', endsAt: '16:30' }],
      lines: [
        {
          courseId: 4,
          description: 'Secourisme en milieu de travail',
          quantity: 12,
          unitPriceCents: 12_550,
        },
        { description: 'Frais de déplacement', quantity: 2, unitPriceCents: 15_000 },
      ],
      validUntil: '2030-11-30',
      notes: '',
    });
    expect(await screen.findByText('Modifications enregistrées.')).toBeInTheDocument();
  });

  it('says when the draft was sent meanwhile', async () => {
    mockEditorApi({ 'PUT /api/admin/quotes/41': () => errorResponse(409, 'quote-not-draft') });
    const user = userEvent.setup();
    renderRoute('/admin/quotes/41/edit');
    await user.click(await screen.findByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Ce devis est déjà envoyé\s: il ne peut plus être modifié\./,
    );
  });

  it('offers no form for a quote already sent, but its page', async () => {
    mockEditorApi({
      'GET /api/admin/quotes/41': () => jsonResponse(200, { quote: { ...saved, status: 'sent' } }),
    });
    renderRoute('/admin/quotes/41/edit');
    expect(await screen.findByRole('link', { name: 'Voir le devis' })).toHaveAttribute(
      'href',
      '/admin/quotes/41',
    );
    expect(
      screen.queryByRole('button', { name: 'Enregistrer le brouillon' }),
    ).not.toBeInTheDocument();
  });
});
