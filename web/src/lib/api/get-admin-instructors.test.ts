import { jsonResponse, mockApi } from '@/test/api';
import { makeInstructor } from '@/test/instructors';
import { getAdminInstructors, getEveryAdminInstructor } from './get-admin-instructors';

const urls = (spy: ReturnType<typeof mockApi>) => spy.mock.calls.map(([input]) => String(input));

describe('reading the office’s instructors', () => {
  it('asks for a search, trimmed, and the page after a cursor', async () => {
    const spy = mockApi({
      'GET /api/admin/instructors': jsonResponse(200, { instructors: [], nextCursor: null }),
    });
    await getAdminInstructors({});
    await getAdminInstructors({ q: '  ' });
    await getAdminInstructors({ q: ' côté ', cursor: 'k2' });
    expect(urls(spy)).toEqual([
      '/api/admin/instructors',
      '/api/admin/instructors',
      '/api/admin/instructors?q=c%C3%B4t%C3%A9&cursor=k2',
    ]);
  });

  it('follows the pages to the last for the list of every instructor', async () => {
    const spy = mockApi({
      'GET /api/admin/instructors': (_init, url) =>
        jsonResponse(
          200,
          url.searchParams.get('cursor') === 'page2'
            ? { instructors: [makeInstructor({ id: 3 })], nextCursor: null }
            : { instructors: [makeInstructor({ id: 1 })], nextCursor: 'page2' },
        ),
    });
    const instructors = await getEveryAdminInstructor();
    expect(instructors.map((instructor) => instructor.id)).toEqual([1, 3]);
    expect(urls(spy)).toEqual([
      '/api/admin/instructors?limit=200',
      '/api/admin/instructors?limit=200&cursor=page2',
    ]);
  });
});
