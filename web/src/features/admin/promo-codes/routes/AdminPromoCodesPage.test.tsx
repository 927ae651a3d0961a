import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n/i18n';
import { callsTo, errorResponse, jsonResponse, lastBodyOf } from '@/test/api';
import { makeAdminCourse } from '@/test/courses';
import { renderRoute } from '@/test/render';
import { makeUser, mockSession } from '@/test/users';
import type { PromoCode, PromoCodeRequest } from '../api/types';
import './AdminPromoCodesPage';

configure({ asyncUtilTimeout: 5000 });

const admin = makeUser({ id: 1, role: 'admin', email: 'admin@example.com' });
const LIST = '/api/admin/promo-codes';

const cprCourse = makeAdminCourse({ id: 2 });
const firstAidCourse = makeAdminCourse({
  id: 3,
  title: { fr: 'Secourisme en milieu de travail', en: 'Workplace first aid' },
});
const archivedCourse = makeAdminCourse({
  id: 4,
  title: { fr: 'Ancienne formation', en: 'Old course' },
  archived: true,
});
const coursesRoute = {
  'GET /api/admin/courses': () =>
    jsonResponse(200, { courses: [cprCourse, firstAidCourse, archivedCourse], nextCursor: null }),
};

const summer: PromoCode = {
  id: 2,
  code: 'ETE25',
  percentOff: 25,
  amountOffCents: null,
  courseIds: [],
  startsOn: '2026-06-01',
  endsOn: '2026-08-31',
  maxUses: 10,
  maxUsesPerPerson: 1,
  active: true,
  uses: 3,
  createdAt: '2026-05-20T14:00:00Z',
};
const partner: PromoCode = {
  ...summer,
  id: 1,
  code: 'PARTENAIRE',
  percentOff: null,
  amountOffCents: 2000,
  courseIds: [3, 2],
  startsOn: null,
  endsOn: null,
  maxUses: null,
  maxUsesPerPerson: null,
  active: false,
  uses: 12,
};

const page = (promoCodes: PromoCode[], nextCursor: string | null = null) =>
  jsonResponse(200, { promoCodes, nextCursor });

const rows = () => screen.getAllByTestId('promo-code-row');

describe('the office’s promo codes page', () => {
  it('lists the codes with their discount, courses, dates, uses and state', async () => {
    mockSession(admin, { ...coursesRoute, [`GET ${LIST}`]: () => page([summer, partner]) });
    renderRoute('/admin/promo-codes');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Codes promo' }),
    ).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Liste des codes promo' });
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('rowheader')).toHaveTextContent('ETE25');
    expect(within(first).getByTestId('promo-discount').textContent).toBe('25\u00a0%');
    expect(first).toHaveTextContent('Toutes les formations');
    expect(first).toHaveTextContent('Du 1 juin 2026 au 31 août 2026');
    expect(within(first).getByTestId('promo-uses')).toHaveTextContent('3 / 10');
    expect(first).toHaveTextContent('Au plus 1 par personne');
    expect(within(first).getByTestId('promo-status')).toHaveTextContent('Actif');
    expect(within(first).getByRole('button', { name: 'Arrêter le code ETE25' })).toBeVisible();

    expect(within(second).getByTestId('promo-discount').textContent).toBe('20,00\u00a0$');
    const courses = await within(second).findByTestId('promo-courses');
    expect(
      within(courses)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Secourisme en milieu de travail', 'Sauveteur cardio RCR-DEA niveau C']);
    expect(second).toHaveTextContent('Sans limite de dates');
    expect(within(second).getByTestId('promo-uses')).toHaveTextContent('12 (sans limite)');
    expect(second).toHaveTextContent('Sans limite par personne');
    expect(within(second).getByTestId('promo-status')).toHaveTextContent('Arrêté');
    expect(
      within(second).getByRole('button', { name: 'Reprendre le code PARTENAIRE' }),
    ).toBeVisible();
    expect(screen.getByText('2 codes affichés')).toBeInTheDocument();
  });

  it('reads the next page on demand and focuses its first row', async () => {
    const user = userEvent.setup();
    mockSession(admin, {
      ...coursesRoute,
      [`GET ${LIST}`]: (_init, url) =>
        url.searchParams.get('cursor') === 'k1.next' ? page([partner]) : page([summer], 'k1.next'),
    });
    renderRoute('/admin/promo-codes');
    await user.click(await screen.findByRole('button', { name: 'Charger plus' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Reprendre le code PARTENAIRE' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Charger plus' })).not.toBeInTheDocument();
  });

  it('says when there is no code, and when the list cannot be read', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    let fail = true;
    mockSession(admin, {
      ...coursesRoute,
      [`GET ${LIST}`]: () => (fail ? errorResponse(429, 'rate-limited') : page([])),
    });
    renderRoute('/admin/promo-codes');
    expect(await screen.findByRole('alert')).toHaveTextContent('Promo codes could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('No promo code yet. Create one to offer a discount.'),
    ).toBeVisible();
  });

  it('stops a code and resumes it, and says what that does', async () => {
    const user = userEvent.setup();
    let current = summer;
    const spy = mockSession(admin, {
      ...coursesRoute,
      [`GET ${LIST}`]: () => page([current]),
      [`PATCH ${LIST}/2`]: (init) => {
        const { active } = JSON.parse(String(init?.body)) as { active: boolean };
        current = { ...current, active };
        return jsonResponse(200, { promoCode: current });
      },
    });
    renderRoute('/admin/promo-codes');
    const stop = await screen.findByRole('button', { name: 'Arrêter le code ETE25' });
    await user.click(stop);

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Le code ETE25 est arrêté : il n’est plus accepté.',
    );
    expect(lastBodyOf(spy, 'PATCH', `${LIST}/2`)).toEqual({ active: false });
    expect(screen.getByTestId('promo-status')).toHaveTextContent('Arrêté');
    // The same button, still focused, now resumes it.
    expect(stop).toHaveAccessibleName('Reprendre le code ETE25');
    expect(stop).toHaveFocus();

    await user.click(stop);
    await waitFor(() => expect(screen.getByTestId('promo-status')).toHaveTextContent('Actif'));
    expect(screen.getByRole('status')).toHaveTextContent('Le code ETE25 est de nouveau accepté.');
    expect(lastBodyOf(spy, 'PATCH', `${LIST}/2`)).toEqual({ active: true });
  });

  it('creates a code from a dialog that checks the fields, then the server', async () => {
    const user = userEvent.setup();
    let createdCode: PromoCode | null = null;
    let taken = true;
    const spy = mockSession(admin, {
      ...coursesRoute,
      [`GET ${LIST}`]: () => page(createdCode ? [createdCode, summer] : [summer]),
      [`POST ${LIST}`]: (init) => {
        if (taken) return errorResponse(409, 'code-taken');
        const request = JSON.parse(String(init?.body)) as PromoCodeRequest;
        createdCode = {
          ...partner,
          id: 3,
          code: request.code,
          amountOffCents: request.amountOffCents ?? null,
          courseIds: request.courseIds ?? [],
          maxUses: request.maxUses ?? null,
          active: true,
          uses: 0,
        };
        return jsonResponse(201, { promoCode: createdCode });
      },
    });
    renderRoute('/admin/promo-codes');
    await screen.findByRole('table', { name: 'Liste des codes promo' });
    const open = screen.getByRole('button', { name: 'Créer un code' });
    await user.click(open);
    const dialog = within(await screen.findByRole('dialog', { name: 'Créer un code promo' }));
    const code = dialog.getByRole('textbox', { name: 'Code' });
    expect(code).toHaveFocus();

    await user.click(dialog.getByRole('button', { name: 'Créer le code' }));
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(expect.stringContaining('Entrez le code.'));
    expect(dialog.getByText('Entrez le pourcentage de rabais.')).toBeInTheDocument();
    expect(callsTo(spy, 'POST', LIST)).toBe(0);

    await user.type(code, 'bienvenue');
    await user.click(dialog.getByRole('radio', { name: 'Montant fixe' }));
    await user.type(dialog.getByRole('textbox', { name: 'Rabais en dollars' }), '20,50');
    // Archived courses are not offered.
    expect(dialog.queryByRole('checkbox', { name: 'Ancienne formation' })).not.toBeInTheDocument();
    await user.click(
      await dialog.findByRole('checkbox', { name: 'Secourisme en milieu de travail' }),
    );
    await user.type(
      dialog.getByRole('textbox', { name: 'Utilisations en tout (facultatif)' }),
      '50',
    );
    await user.click(dialog.getByRole('button', { name: 'Créer le code' }));

    // The code exists already: said at the field, which takes the focus.
    expect(await dialog.findByText('Ce code existe déjà. Choisissez-en un autre.')).toBeVisible();
    expect(code).toHaveFocus();
    expect(lastBodyOf(spy, 'POST', LIST)).toEqual({
      code: 'BIENVENUE',
      amountOffCents: 2050,
      courseIds: [3],
      maxUses: 50,
    });

    taken = false;
    await user.clear(code);
    await user.type(code, 'bienvenue2');
    await user.click(dialog.getByRole('button', { name: 'Créer le code' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Le code BIENVENUE2 est créé.');
    expect(open).toHaveFocus();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('BIENVENUE2');
  });
});
