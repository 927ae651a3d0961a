import { makeInstructorSession } from '@/test/instructor';
import { makeInstructor } from '@/test/instructors';
import { makeWaitlistEntry } from '@/test/waitlist';
import { rowsOfPages } from './use-infinite-pages';

// Moved here from each list's own helper (waiting list, privacy lists, promo codes, instructors,
// the instructor's sessions): every paged list now reads its rows through rowsOfPages.
describe('the rows of a paged list', () => {
  it('lists each place of the pages once, in their order', () => {
    const first = makeWaitlistEntry({ id: 1 });
    const second = makeWaitlistEntry({ id: 2 });
    const third = makeWaitlistEntry({ id: 3 });
    expect(
      rowsOfPages(
        [{ entries: [first, second] }, { entries: [second, third] }],
        (page) => page.entries,
      ).map((e) => e.id),
    ).toEqual([1, 2, 3]);
    expect(rowsOfPages(undefined, (page: { entries: { id: number }[] }) => page.entries)).toEqual(
      [],
    );
  });

  it('lists each row of the pages once', () => {
    const pages = [{ rows: [{ id: 3 }, { id: 2 }] }, { rows: [{ id: 2 }, { id: 1 }] }];
    expect(rowsOfPages(pages, (page) => page.rows).map((row) => row.id)).toEqual([3, 2, 1]);
    expect(rowsOfPages(undefined, (page: { rows: { id: number }[] }) => page.rows)).toEqual([]);
  });

  it('lists each code of the pages once', () => {
    const code = { code: 'SECOURS10', percentOff: 10 };
    const pages = [
      {
        promoCodes: [
          { ...code, id: 3 },
          { ...code, id: 2 },
        ],
      },
      {
        promoCodes: [
          { ...code, id: 2 },
          { ...code, id: 1 },
        ],
      },
    ];
    expect(rowsOfPages(pages, (page) => page.promoCodes).map((row) => row.id)).toEqual([3, 2, 1]);
  });

  it('keeps each instructor once across the pages', () => {
    const pages = [
      { instructors: [makeInstructor({ id: 1 }), makeInstructor({ id: 2 })] },
      { instructors: [makeInstructor({ id: 2 }), makeInstructor({ id: 3 })] },
    ];
    expect(
      rowsOfPages(pages, (page) => page.instructors).map((instructor) => instructor.id),
    ).toEqual([1, 2, 3]);
  });

  it('list each session of the pages once', () => {
    const pages = [
      { sessions: [makeInstructorSession({ id: 1 }), makeInstructorSession({ id: 2 })] },
      { sessions: [makeInstructorSession({ id: 2 }), makeInstructorSession({ id: 3 })] },
    ];
    expect(rowsOfPages(pages, (page) => page.sessions).map((session) => session.id)).toEqual([
      1, 2, 3,
    ]);
  });
});
