import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, type Credentials } from './support/auth-fixtures';
import { createInstructor } from './support/auth-server';
import {
  dateFromToday,
  expect,
  seededCourses,
  test,
  uniqueTag,
  type ScheduledSession,
} from './support/booking-fixtures';
import {
  chooseEnglish,
  expectEnglishDialog,
  expectEnglishPage,
  frenchIn,
} from './support/english-only';

// Issue 41: "English means English". With English chosen, every page of a signed-in person (a
// student, a company's manager, an instructor, the office) is read for French: untranslated strings,
// French-only answers of the server, dates and times written the French way. Every account is made
// in French (its own language), so the page's language must win over the account's.

/** The seeded courses' English titles (server/src/seed/seed_courses.cpp). */
const englishTitles = {
  bls: 'Immediate Resuscitation Care (BLS)',
  cpr: 'Cardio Rescuer CPR-AED Level C',
  firstAid: 'Standard First Aid and CPR Level C',
  workplace: 'Workplace Emergency First Aid, CPR Level C',
  earlyChildhood: 'Early Childhood Emergency First Aid and Severe Allergies',
  pdsb: 'Principles for Safe Person Handling (PDSB)',
} as const;

/** Signs the page's browser in (its cookies), then chooses English as a visitor does. */
async function signInInEnglish(page: Page, account: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, rememberMe: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  await chooseEnglish(page);
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

interface Booked {
  id: number;
  reference: string;
  interacReference: string | null;
}

/** The person whose cookies `request` carries (or a guest) books a seat of `sessionId`. */
async function bookSeat(
  request: APIRequestContext,
  person: { firstName: string; lastName: string; email: string },
  courseId: number,
  sessionId: number,
  paymentMethod: 'interac' | 'cash' = 'interac',
): Promise<Booked> {
  const { booking } = await ok<{ booking: Booked }>(
    await request.post('/api/bookings', {
      data: {
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        courseId,
        sessionId,
        paymentMethod,
        language: 'fr',
      },
    }),
  );
  return booking;
}

/**
 * A student (signed up through `request`, in French) with a seat booked in a session by Interac, and
 * a course booked on request, paid in cash and approved by the office: enrolled, attended and
 * completed, so that "My courses" and "My certificates" are not empty either.
 */
async function studentWithBookings(
  request: APIRequestContext,
  office: APIRequestContext,
  signUp: (account?: Credentials) => Promise<Credentials>,
  session: ScheduledSession,
) {
  const account = await signUp(newAccount('Camille', `Morin${uniqueTag()}`));
  const { user } = await ok<{ user: { id: number } }>(await request.get('/api/auth/me'));
  const seat = await bookSeat(request, account, seededCourses.cpr.id, session.id);
  const { booking: onRequest } = await ok<{ booking: Booked }>(
    await request.post('/api/bookings', {
      data: {
        firstName: account.firstName,
        lastName: account.lastName,
        email: account.email,
        courseId: seededCourses.firstAid.id,
        preferredDate: dateFromToday(30),
        paymentMethod: 'cash',
        specialRequests: 'Wheelchair access, please.',
        language: 'fr',
      },
    }),
  );
  for (const change of [{ paymentReceived: true }, { status: 'approved' }]) {
    await ok(await office.patch(`/api/admin/bookings/${onRequest.id}`, { data: change }));
  }
  const dashboard = await ok<{ courses: { id: number; courseId: number }[] }>(
    await request.get('/api/me/dashboard'),
  );
  const enrollment = dashboard.courses.find(
    (course) => course.courseId === seededCourses.firstAid.id,
  );
  expect(enrollment, 'the approved booking enrolled the student').toBeDefined();
  const enrollmentId = enrollment?.id ?? 0;
  for (const change of [{ attended: true }, { completed: true }]) {
    await ok(await office.patch(`/api/admin/enrollments/${enrollmentId}`, { data: change }));
  }
  return { account, userId: user.id, seat, onRequest, enrollmentId };
}

/** An instructor, made with the CLI, and their account's id. */
async function newInstructor(office: APIRequestContext, firstName = 'Marc') {
  const account = {
    email: `instructor-${uniqueTag()}@example.com`,
    password: 'Formation-2026',
    firstName,
    lastName: `Lavoie${uniqueTag()}`,
  };
  await createInstructor(account);
  const { instructors } = await ok<{ instructors: { id: number }[] }>(
    await office.get(`/api/admin/instructors?q=${encodeURIComponent(account.email)}`),
  );
  expect(instructors).toHaveLength(1);
  return { account, id: instructors[0]?.id ?? 0 };
}

/**
 * A manager (signed up through `request`) with a company, a workplace and an employee; the office
 * approves its credit and the manager books two employees on `sessionId`, on invoice.
 */
async function companyWithInvoice(
  request: APIRequestContext,
  office: APIRequestContext,
  sessionId: number,
) {
  const tag = uniqueTag();
  const name = `Northwind ${tag}`;
  const { company } = await ok<{ company: { id: number } }>(
    await request.post('/api/companies', {
      data: {
        name,
        address: '12, rue Principale, Gatineau',
        billingEmail: `billing-${tag}@example.com`,
      },
    }),
  );
  const { workplace } = await ok<{ workplace: { id: number } }>(
    await request.post(`/api/companies/${company.id}/workplaces`, {
      data: {
        name: `Plant ${tag}`,
        address: '80 rue Jean-Proulx, Gatineau',
        sector: 'construction',
        shifts: [40, 12],
      },
    }),
  );
  await ok(
    await request.post(`/api/companies/${company.id}/employees`, {
      data: {
        firstName: 'Luc',
        lastName: `Gagnon${tag}`,
        email: `luc-${tag}@example.com`,
        workplaceId: workplace.id,
        shift: 0,
      },
    }),
  );
  await ok(
    await office.patch(`/api/admin/companies/${company.id}`, { data: { creditApproved: true } }),
  );
  const { teamBooking } = await ok<{ teamBooking: { invoiceNumber: string } }>(
    await request.post(`/api/companies/${company.id}/bookings`, {
      data: {
        sessionId,
        paymentMethod: 'invoice',
        attendees: [
          { firstName: 'Julie', lastName: `Roy${tag}`, email: `julie-${tag}@example.com` },
          { firstName: 'Marc', lastName: `Lavoie${tag}`, email: `marc-${tag}@example.com` },
        ],
      },
    }),
  );
  return { id: company.id, name, tag, invoiceNumber: teamBooking.invoiceNumber };
}

test('the reading finds French words, dates, times and amounts, and lets English through', () => {
  const found = frenchIn(
    'Réservation SEC-4H21K annulée: lundi 7 décembre, 9 h 30 à 16h00. Aucune séance. ' +
      'Total : 109,23 $ (15 %). L’inscription « confirmée ». Starts at 9:00 a.m..',
  );
  expect(found.map((finding) => finding.split(': …')[0])).toEqual([
    'French word «Réservation»',
    'French word «annulée»',
    'French word «lundi»',
    'French word «décembre»',
    'French time «9 h 30»',
    'French word «à»',
    'French time «16h00»',
    'French word «Aucune»',
    'French word «séance»',
    'French spacing « :»',
    'French amount «9,23 $»',
    'French percentage «5 %»',
    'French elision «L’»',
    'French word «inscription»',
    'French quotation mark ««»',
    'French word «confirmée»',
    'French quotation mark «»»',
    'double period «..»',
  ]);
  expect(
    frenchIn(
      'Booking SEC-4H21K cancelled: Monday, December 7, 2026, from 9:00 a.m. to 4:00 p.m. at ' +
        'Salle lq3h21231, 12, rue Principale, Gatineau (Québec), with luc-4h21@example.com. ' +
        'Total: $109.23 (15%). Formations Secours Outaouais. Don’t miss it.',
    ),
  ).toEqual([]);
});

test('a student’s dashboard and lessons are in English', async ({
  page,
  request,
  signUp,
  adminApi,
  scheduleSession,
}) => {
  test.slow(); // a sign-up, two bookings, the office's approval and certificate, two pages
  const session = await scheduleSession(seededCourses.cpr.id, { daysAhead: 9 });
  const student = await studentWithBookings(request, adminApi.request, signUp, session);
  await signInInEnglish(page, student.account);

  await expectEnglishPage(page, {
    path: '/dashboard',
    heading: `Welcome back, ${student.account.firstName}!`,
    ready: (main) => [
      main.getByTestId('enrolled-course').getByText(englishTitles.firstAid),
      main.getByTestId('my-booking').filter({ hasText: student.seat.reference }),
      main.getByTestId('my-booking').filter({ hasText: student.onRequest.reference }),
      main.getByTestId('interac-instructions'),
      main.getByTestId('certificate'),
    ],
  });
  await expect(page.getByRole('main').getByTestId('my-booking')).toHaveCount(2);
  await expect(
    page.getByRole('main').getByTestId('my-booking').filter({ hasText: englishTitles.cpr }),
  ).toHaveCount(1);

  await expectEnglishPage(page, {
    path: `/dashboard/courses/${student.enrollmentId}`,
    heading: englishTitles.firstAid,
    ready: (main) => [main.getByTestId('lesson-item'), main.getByRole('article')],
  });
});

test('a student’s own booking page ("View booking") is in English', async ({
  page,
  request,
  signUp,
  scheduleSession,
}) => {
  // The server answers GET /api/bookings/{id} with the course title in the booking's language, not
  // the page's (booking_routes.cpp `show` calls booking_json without a title language): a booking
  // made in French shows "Sauveteur cardio RCR-DEA niveau C" on the English page. Remove this line
  // once the server follows X-Page-Language there.
  const account = await signUp(newAccount('Camille', `Morin${uniqueTag()}`));
  const session = await scheduleSession(seededCourses.cpr.id, { daysAhead: 11 });
  const seat = await bookSeat(request, account, seededCourses.cpr.id, session.id);
  await signInInEnglish(page, account);

  await expectEnglishPage(page, {
    path: `/bookingsuccess?booking=${seat.id}`,
    heading: 'Thank you for your booking!',
    ready: (main) => [main.getByText(seat.reference), main.getByText('Cancel or change session')],
  });
  expect.soft(await page.getByRole('main').innerText()).toContain(englishTitles.cpr);
});

test('a manager’s companies and company page are in English', async ({
  page,
  request,
  signUp,
  adminApi,
  scheduleSession,
}) => {
  test.slow(); // a sign-up, a company with its workplace, employee and team booking, two pages
  const manager = await signUp(newAccount('Nadia', `Roy${uniqueTag()}`));
  const session = await scheduleSession(seededCourses.bls.id, { daysAhead: 12 });
  const company = await companyWithInvoice(request, adminApi.request, session.id);
  await signInInEnglish(page, manager);

  await expectEnglishPage(page, {
    path: '/companies',
    heading: 'My companies',
    ready: (main) => [main.getByTestId('company').filter({ hasText: company.name })],
  });
  await expectEnglishPage(page, {
    path: `/companies/${company.id}`,
    heading: company.name,
    ready: (main) => [
      main.getByText(`Plant ${company.tag}`),
      main.getByTestId('employee-row').filter({ hasText: `Gagnon${company.tag}` }),
      main.getByTestId('team-booking').filter({ hasText: englishTitles.bls }),
      main.getByText(company.invoiceNumber),
      main.getByTestId('manager'),
    ],
    // The team's seats, each with its attendee and state; the team booking form on a course's
    // sessions.
    then: async (_, main) => {
      await main.getByRole('button', { name: 'Show attendees' }).click();
      await expect(main.getByTestId('seat')).toHaveCount(2);
      await main.getByRole('button', { name: 'Book a team' }).click();
      await main.getByLabel('Course', { exact: true }).selectOption({ label: englishTitles.bls });
      await expect(
        main.getByTestId('session-choice').filter({ hasText: session.location }),
      ).toBeVisible();
    },
  });
});

test('an instructor’s area and roster are in English', async ({
  page,
  request,
  adminApi,
  scheduleSession,
}) => {
  test.slow(); // an instructor made with the CLI, a session, a booking, two pages
  const instructor = await newInstructor(adminApi.request);
  const session = await scheduleSession(seededCourses.cpr.id, {
    daysAhead: 5,
    instructorIds: [instructor.id],
  });
  const attendee = {
    firstName: 'Paul',
    lastName: `Morin${uniqueTag()}`,
    email: `paul-${uniqueTag()}@example.com`,
  };
  await bookSeat(request, attendee, seededCourses.cpr.id, session.id, 'cash');
  await signInInEnglish(page, instructor.account);

  await expectEnglishPage(page, {
    path: '/instructor',
    heading: 'Instructor area',
    ready: (main) => [
      main.getByTestId('instructor-session').filter({ hasText: englishTitles.cpr }),
      main.getByRole('heading', { level: 2, name: 'My instructor profile' }),
      main.getByText('Teaching languages'),
    ],
  });
  await expectEnglishPage(page, {
    path: `/instructor/sessions/${session.id}`,
    heading: englishTitles.cpr,
    ready: (main) => [
      main.getByTestId('attendee').filter({ hasText: attendee.lastName }),
      main.getByTestId('roster-state'),
    ],
  });
});

test('the office’s overview, courses, students and bookings are in English', async ({
  page,
  request,
  signUp,
  adminApi,
  scheduleSession,
}) => {
  test.slow(); // a student with two bookings, seven pages
  const session = await scheduleSession(seededCourses.cpr.id, { daysAhead: 7 });
  const student = await studentWithBookings(request, adminApi.request, signUp, session);
  const name = `${student.account.firstName} ${student.account.lastName}`;
  await signInInEnglish(page, adminApi.account);

  await expectEnglishPage(page, {
    path: '/admin',
    heading: 'Dashboard',
    ready: (main) => [main.getByTestId('activity-item').first()],
    markers: [name],
  });
  await expectEnglishPage(page, {
    path: '/admin/courses',
    heading: 'Course management',
    ready: (main) => Object.values(englishTitles).map((title) => main.getByText(title)),
    markers: Object.values(englishTitles),
  });
  await expectEnglishPage(page, {
    path: `/admin/students?q=${encodeURIComponent(student.account.email)}`,
    heading: 'Students',
    ready: (main) => [main.getByText(student.account.lastName)],
  });
  await expectEnglishPage(page, {
    path: `/admin/students/${student.userId}`,
    heading: name,
    ready: (main) => [main.getByText(englishTitles.firstAid), main.getByText(englishTitles.cpr)],
  });
  await expectEnglishPage(page, {
    path: `/admin/bookings?q=${encodeURIComponent(student.account.email)}`,
    heading: 'Bookings',
    ready: (main) => [
      main.getByText(student.seat.reference),
      main.getByText(student.onRequest.reference),
    ],
  });
  await expectEnglishPage(page, {
    path: `/admin/bookings/${student.seat.id}`,
    heading: `Booking ${student.seat.reference}`,
    ready: (main) => [main.getByText(englishTitles.cpr)],
  });
  await expectEnglishPage(page, {
    path: `/admin/bookings/${student.onRequest.id}`,
    heading: `Booking ${student.onRequest.reference}`,
    ready: (main) => [main.getByText(englishTitles.firstAid)],
  });
});

/** The header of RBC's CSV export (server/tests/bank_files/rbc.csv). */
const RBC_HEADER =
  '"Account Type","Account Number","Transaction Date","Cheque Number","Description 1","Description 2","CAD$","USD$"';

/** One credit of RBC's export: M/D/YYYY, the two descriptions, the amount. */
function rbcCredit(daysAgo: number, memo: string, cents: number): string {
  const [year, month, day] = dateFromToday(-daysAgo).split('-').map(Number);
  return `Chequing,01234-5678901,${month}/${day}/${year},,"e-Transfer - Autodeposit","${memo}",${(cents / 100).toFixed(2)},`;
}

test('the office’s sessions, instructors, promo codes and reconciliation are in English', async ({
  page,
  request,
  adminApi,
  scheduleSession,
}) => {
  test.slow(); // an instructor, a session, a booking, a promo code, five pages and a preview
  const instructor = await newInstructor(adminApi.request, 'Sophie');
  const daysAhead = 4;
  const session = await scheduleSession(seededCourses.cpr.id, {
    daysAhead,
    instructorIds: [instructor.id],
  });
  const location = session.location.split(',')[0] ?? session.location;
  const payer = {
    firstName: 'Julie',
    lastName: `Berube${uniqueTag()}`,
    email: `julie-${uniqueTag()}@example.com`,
  };
  const paid = await bookSeat(request, payer, seededCourses.cpr.id, session.id);
  const { booking: amounts } = await ok<{ booking: { amounts: { totalCents: number } } }>(
    await adminApi.request.get(`/api/admin/bookings/${paid.id}`),
  );
  const code = `SPRING${uniqueTag()}`.toUpperCase();
  await ok(
    await adminApi.request.post('/api/admin/promo-codes', {
      data: {
        code,
        percentOff: 15,
        courseIds: [seededCourses.cpr.id, seededCourses.bls.id],
        startsOn: dateFromToday(-1),
        endsOn: dateFromToday(60),
        maxUses: 10,
      },
    }),
  );
  await signInInEnglish(page, adminApi.account);

  await expectEnglishPage(page, {
    path: '/admin/sessions',
    heading: 'Sessions',
    ready: (main) => [main.getByText(location)],
    markers: [location],
    // The form that schedules a session, with the courses and the instructors.
    then: async (_, main) => {
      await main.getByRole('button', { name: 'New session' }).click();
      const dialog = page.getByRole('dialog', { name: 'Schedule a session' });
      await expect(dialog.getByRole('checkbox').first()).toBeVisible();
      await expectEnglishDialog(dialog, 'the new session dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  });
  await expectEnglishPage(page, {
    // Every session of the week is read: the calendar's days are its rows.
    path: `/admin/sessions?view=calendar&week=${dateFromToday(daysAhead)}`,
    heading: 'Sessions',
    ready: (main) => [main.getByText(englishTitles.cpr)],
  });
  await expectEnglishPage(page, {
    path: `/admin/instructors?q=${encodeURIComponent(instructor.account.lastName)}`,
    heading: 'Instructors',
    ready: (main) => [main.getByText(instructor.account.lastName)],
  });
  await expectEnglishPage(page, {
    path: '/admin/promo-codes',
    heading: 'Promo codes',
    ready: (main) => [main.getByText(code)],
    markers: [code],
    // The form that creates a code, with the courses it may be limited to.
    then: async (_, main) => {
      await main.getByRole('button', { name: 'Create a code' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(englishTitles.pdsb)).toBeVisible();
      await expectEnglishDialog(dialog, 'the new promo code dialog');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    },
  });
  const csv = [
    RBC_HEADER,
    rbcCredit(2, `JULIE BERUBE ${paid.interacReference}`, amounts.amounts.totalCents),
    rbcCredit(1, 'SOPHIE COTE RENT', 125000),
    '',
  ].join('\n');
  await expectEnglishPage(page, {
    path: '/admin/reconciliation',
    heading: 'Interac reconciliation',
    then: async (_, main) => {
      await main.getByLabel('Statement CSV file').setInputFiles({
        name: 'rbc-statement.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(csv, 'utf8'),
      });
      await main.getByRole('button', { name: 'Preview', exact: true }).click();
      await expect(
        main.getByRole('heading', { level: 2, name: 'Statement preview' }),
      ).toBeVisible();
      await expect(main.getByTestId('reconciliation-line')).toHaveCount(2);
    },
  });
});

test('the office’s companies, invoices and privacy pages are in English', async ({
  page,
  request,
  signUp,
  adminApi,
  scheduleSession,
}) => {
  test.slow(); // a manager's company and invoice, a student, an incident, seven pages
  await signUp(newAccount('Gilles', `Roy${uniqueTag()}`));
  const session = await scheduleSession(seededCourses.bls.id, { daysAhead: 10 });
  const company = await companyWithInvoice(request, adminApi.request, session.id);
  // The office reads a student's record: the access log has a line about them.
  const student = newAccount('Emma', `Morin${uniqueTag()}`);
  await signUp(student);
  const { students } = await ok<{ students: { id: number }[] }>(
    await adminApi.request.get(`/api/admin/students?q=${encodeURIComponent(student.email)}`),
  );
  await ok(await adminApi.request.get(`/api/admin/students/${students[0]?.id ?? 0}`));
  const incident = `Misdirected email ${uniqueTag()}`;
  await ok(
    await adminApi.request.post('/api/admin/privacy/incidents', {
      data: {
        occurredOn: dateFromToday(-3),
        discoveredOn: dateFromToday(-2),
        description: `${incident}: a roster was sent to the wrong address.`,
        peopleConcerned: 'Eight attendees',
        dataConcerned: 'Names and email addresses',
        seriousRisk: false,
        riskAssessment: 'Low: the recipient deleted it at once.',
        measures: 'Rosters are now sent from the instructor area only.',
      },
    }),
  );
  await signInInEnglish(page, adminApi.account);

  await expectEnglishPage(page, {
    path: `/admin/companies?q=${company.tag}`,
    heading: 'Companies',
    ready: (main) => [main.getByText(company.name)],
  });
  await expectEnglishPage(page, {
    path: '/admin/invoices',
    heading: 'Invoices',
    ready: (main) => [main.getByText(company.invoiceNumber)],
    markers: [company.invoiceNumber],
    // The invoice, with its lines and the form that records a payment.
    then: async (_, main) => {
      await main
        .getByRole('button', { name: `View invoice ${company.invoiceNumber} of ${company.name}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Invoice ${company.invoiceNumber}` });
      await expect(dialog.getByText(englishTitles.bls).first()).toBeVisible();
      await expectEnglishDialog(dialog, `${company.invoiceNumber} dialog`);
      await dialog.getByRole('button', { name: 'Close' }).first().click();
    },
  });
  await expectEnglishPage(page, {
    path: '/admin/privacy',
    heading: 'Privacy',
    ready: (main) => [main.getByRole('heading', { level: 2 }).first()],
  });
  await expectEnglishPage(page, {
    path: `/admin/privacy?section=consents&email=${encodeURIComponent(student.email)}`,
    heading: 'Privacy',
    ready: (main) => [main.getByRole('heading', { level: 2 }).first()],
  });
  await expectEnglishPage(page, {
    path: '/admin/privacy?section=incidents',
    heading: 'Privacy',
    ready: (main) => [main.getByText(incident)],
    markers: [incident],
  });
  await expectEnglishPage(page, {
    path: `/admin/privacy?section=audit&email=${encodeURIComponent(student.email)}`,
    heading: 'Privacy',
    ready: (main) => [main.getByTestId('audit-action')],
  });
});
