import { jsonResponse, mockApi } from '@/test/api';
import { makeAdminCourse } from '@/test/courses';
import { getAdminCourses } from './get-admin-courses';

const course = (id: number) => makeAdminCourse({ id });

describe('reading the admin courses', () => {
  it('follows the pages to the last and returns every course in order', async () => {
    const spy = mockApi({
      'GET /api/admin/courses': (_init, url) =>
        jsonResponse(
          200,
          url.searchParams.get('cursor') === 'page2'
            ? { courses: [course(3)], total: 3, nextCursor: null }
            : { courses: [course(1), course(2)], total: 3, nextCursor: 'page2' },
        ),
    });
    const courses = await getAdminCourses();
    expect(courses.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(spy.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/admin/courses?limit=200',
      '/api/admin/courses?limit=200&cursor=page2',
    ]);
  });

  it('asks once when the first page is the last', async () => {
    const spy = mockApi({
      'GET /api/admin/courses': jsonResponse(200, {
        courses: [course(1)],
        total: 1,
        nextCursor: null,
      }),
    });
    expect(await getAdminCourses()).toHaveLength(1);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});
