import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse } from '@/test/api';
import { mockSession } from '@/test/users';
import { renderRoute } from '@/test/render';
// The page is loaded up front, and waits are longer: a cold start on a busy machine is slow.
import '../routes/HomePage';

configure({ asyncUtilTimeout: 5000 });

const course = (id: number, title: string) => ({
  id,
  slug: `formation-${id}`,
  title,
  description: `Description de ${title}`,
  priceCents: 9500,
  durationHours: 3.5,
  certificationLevel: 'C',
  category: 'emergency-medicine',
  image: '',
});

const section = async () =>
  within(
    (await screen.findByRole('heading', { level: 2, name: 'Nos formations' })).closest(
      'section',
    ) as HTMLElement,
  );

// Many steps through the whole app: a busy machine needs more than the default 5 s.
describe('the course highlights of the home page', { timeout: 20_000 }, () => {
  it('shows the first six courses of the catalogue, in the page language', async () => {
    const courses = Array.from({ length: 7 }, (_, index) =>
      course(index + 1, `Cours ${index + 1}`),
    );
    const spy = mockSession(null, {
      'GET /api/courses': () => jsonResponse(200, { courses, total: courses.length }),
    });
    renderRoute('/');

    const highlights = await section();
    expect(await highlights.findAllByRole('article')).toHaveLength(6);
    expect(highlights.queryByText('Cours 7')).not.toBeInTheDocument();
    const first = within(highlights.getAllByRole('article')[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Cours 1' })).toBeVisible();
    expect(first.getByText('Niveau C')).toBeVisible();
    expect(first.getByText('3 h 30')).toBeVisible();
    expect(first.getByText(/95,00/)).toBeVisible();
    const details = first.getByRole('link', { name: 'En savoir plus sur la formation Cours 1' });
    expect(details).toHaveAttribute('href', '/courses/formation-1');
    // Its text too, not only its name: crawlers and audits read "En savoir plus" as no text.
    expect(details).toHaveTextContent('En savoir plus sur la formation Cours 1');
    expect(spy).toHaveBeenCalledWith('/api/courses?lang=fr', expect.anything());
  });

  it('says when the courses cannot be loaded and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockSession(null, {
      'GET /api/courses': () =>
        fail
          ? errorResponse(400, 'invalid')
          : jsonResponse(200, { courses: [course(1, 'Cours 1')], total: 1 }),
    });
    renderRoute('/');
    const highlights = await section();
    expect(await highlights.findByRole('alert')).toHaveTextContent(
      'Impossible de charger les formations.',
    );
    fail = false;
    await user.click(highlights.getByRole('button', { name: 'Réessayer' }));
    expect(await highlights.findByRole('heading', { name: 'Cours 1' })).toBeVisible();
  });
});
