import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, fetchedUrls } from '@/test/api';
import { makeCourse, mockCatalogueApi } from '@/test/courses';
import { i18n } from '@/lib/i18n/i18n';
import { renderRoute } from '@/test/render';
// The page is loaded up front, and waits are longer: a cold start on a busy machine is slow.
import './CoursesPage';

configure({ asyncUtilTimeout: 5000 });

const nbsp = /[\u00a0\u202f]/g;

const cpr = makeCourse();
const workplace = makeCourse({
  id: 4,
  slug: 'premiers-soins-urgence-niveau-c',
  title: 'Secourisme en milieu de travail',
  instructor: 'Marc-André Gagnon',
  priceCents: 17500,
  originalPriceCents: 19500,
  durationHours: 16,
  level: 'Intermediate',
  accreditation: 'CNESST',
});
const pdsb = makeCourse({
  id: 6,
  slug: 'deplacement-securitaire-personnes',
  title: 'Déplacement sécuritaire des bénéficiaires',
  instructor: 'Nathalie Roy',
  category: 'professional-development',
  certificationLevel: '',
  accreditation: 'ASSTSAS',
});

const cards = () => screen.getAllByRole('article');
const cardOf = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title }).closest('article') as HTMLElement;

// Many steps through the whole app: a busy machine needs more than the default 5 s.
describe('the course catalogue', { timeout: 20_000 }, () => {
  it('lists the courses with their facts, price and Book button', async () => {
    mockCatalogueApi(null, [cpr, workplace, pdsb]);
    renderRoute('/courses');

    expect(await screen.findByText('Chargement des formations…')).toBeInTheDocument();
    expect(await screen.findByText('3 formations')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);

    const card = within(cardOf('Secourisme en milieu de travail'));
    expect(card.getByText('Intermédiaire')).toBeInTheDocument();
    expect(card.getByText('Niveau C')).toBeInTheDocument();
    expect(card.getByText('CNESST')).toBeInTheDocument();
    expect(card.getByText('16 h')).toBeInTheDocument();
    expect(
      card.getByRole('link', { name: 'Réserver la formation Secourisme en milieu de travail' }),
    ).toHaveAttribute('href', '/booking/4');
    expect(
      card.getByRole('link', {
        name: 'Voir les détails de la formation Secourisme en milieu de travail',
      }),
    ).toHaveAttribute('href', '/courses/premiers-soins-urgence-niveau-c');
    // A course without a certification level does not show one.
    expect(within(cardOf(pdsb.title)).queryByText(/^Niveau [A-C]$/)).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Demandez un devis pour une formation en entreprise' }),
    ).toHaveAttribute('href', '/workplace-training');
  });

  it('writes prices the French way, with the higher regular price struck through', async () => {
    mockCatalogueApi(null, [cpr, workplace]);
    renderRoute('/courses');
    await screen.findByText('2 formations');
    const discounted = within(cardOf('Secourisme en milieu de travail'));
    expect(discounted.getByTestId('course-price').textContent?.replace(nbsp, ' ')).toBe('175,00 $');
    const original = discounted.getByTestId('course-original-price');
    expect(original.tagName).toBe('S');
    expect(original.textContent?.replace(nbsp, ' ')).toBe('Prix régulier 195,00 $');
    expect(within(cardOf(cpr.title)).queryByTestId('course-original-price')).toBeNull();
    expect(within(cardOf(cpr.title)).getByText('3 h 30')).toBeInTheDocument();
  });

  it('writes prices and durations the English way in English, and asks in English', async () => {
    await i18n.changeLanguage('en');
    const spy = mockCatalogueApi(null, [workplace]);
    renderRoute('/courses');
    expect(await screen.findByText('1 course')).toBeInTheDocument();
    const card = within(cardOf('Secourisme en milieu de travail'));
    expect(card.getByTestId('course-price')).toHaveTextContent('$175.00');
    expect(card.getByTestId('course-original-price')).toHaveTextContent('Regular price $195.00');
    expect(card.getByText('16 hours')).toBeInTheDocument();
    expect(card.getByText('Level C')).toBeInTheDocument();
    expect(fetchedUrls(spy, '/api/courses')[0]?.searchParams.get('lang')).toBe('en');
  });

  it('filters by category and by search words, on the server and in the address', async () => {
    const user = userEvent.setup();
    const spy = mockCatalogueApi(null, [cpr, workplace, pdsb]);
    const { router } = renderRoute('/courses');
    await screen.findByText('3 formations');

    await user.click(screen.getByRole('radio', { name: 'Développement professionnel' }));
    expect(await screen.findByText('1 formation')).toBeInTheDocument();
    expect(cards()).toHaveLength(1);
    expect(cardOf(pdsb.title)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=professional-development');

    await user.click(screen.getByRole('radio', { name: 'Toutes les formations' }));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher une formation' }), 'gagnon');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cardOf(workplace.title)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=gagnon');

    const last = fetchedUrls(spy, '/api/courses').at(-1);
    expect(last?.searchParams.get('q')).toBe('gagnon');
    expect(last?.searchParams.get('category')).toBeNull();
    expect(last?.searchParams.get('lang')).toBe('fr');
  });

  it('says when nothing matches and offers to show everything again', async () => {
    const user = userEvent.setup();
    mockCatalogueApi(null, [cpr, workplace, pdsb]);
    const { router } = renderRoute('/courses?q=plongée');

    expect(
      await screen.findByText('Aucune formation ne correspond à votre recherche.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voir toutes les formations' }));
    expect(await screen.findByText('3 formations')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows "Failed to load courses" with a Retry button that loads them again', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    let fail = true;
    mockCatalogueApi(null, [cpr], {
      'GET /api/courses': () =>
        fail
          ? errorResponse(400, 'invalid')
          : new Response(JSON.stringify({ courses: [cpr], total: 1 }), { status: 200 }),
    });
    renderRoute('/courses');

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load courses');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1 course')).toBeInTheDocument();
  });
});
