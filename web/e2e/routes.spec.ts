import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { publicPages } from './support/public-pages';

test.describe('every public page, in French by default, accessible', () => {
  for (const page of publicPages) {
    test(`${page.path} shows its French heading and passes axe`, async ({ page: browser }) => {
      await browser.goto(page.path);
      await expect(browser.getByRole('heading', { level: 1 })).toHaveText(page.fr);
      await expect(browser.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(browser.getByRole('banner')).toBeVisible();
      await expect(browser.getByRole('contentinfo')).toBeVisible();
      await expectNoSeriousA11yViolations(browser, page.path);
    });
  }
});

test('the server answers a deep link with the app and the app picks the route', async ({
  page,
}) => {
  const response = await page.goto('/verify/SEC-2025-0001');
  expect(response?.status()).toBe(200);
  // The verification page, with the number taken from the address (no such certificate exists).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vérification d’un certificat');
  await expect(page.getByTestId('verification')).toContainText('« SEC-2025-0001 »');
});

test('each page has its own title', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('À propos de nous | Formations Secours Outaouais');
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveTitle('Foire aux questions | Formations Secours Outaouais');
});

test('a new page starts at the top', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tarifs' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page en construction');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// Every route of the web router (src/app/routes.tsx), signed-in pages included (issue 41): the server
// answers each with the site's own page, never a 404 nor the "not found" page painted first.
const everyRoute = [
  '/',
  '/about',
  '/courses',
  '/course-details?id=1',
  '/bookingsuccess',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/dashboard',
  '/dashboard/courses/1',
  '/companies',
  '/companies/1',
  '/verify/SEC-2025-0001',
  '/privacy',
  '/terms',
  '/cookies',
  '/unsubscribe',
  '/waitlist/1',
  '/instructor',
  '/instructor/sessions/1',
  '/instructor/availability',
  '/instructor/offers',
  '/workplace-training',
  '/quotes/1',
  '/pricing',
  '/reviews',
  '/faq',
  '/store',
  '/instagram',
  '/admin',
  '/admin/courses',
  '/admin/students',
  '/admin/students/1',
  '/admin/bookings',
  '/admin/bookings/1',
  '/admin/promo-codes',
  '/admin/sessions',
  '/admin/instructors',
  '/admin/reconciliation',
  '/admin/companies',
  '/admin/invoices',
  '/admin/quotes',
  '/admin/quotes/new',
  '/admin/quotes/1',
  '/admin/privacy',
];

test('every route of the site answers 200 with its own page, not the one for unknown addresses', async ({
  request,
}) => {
  const courses = (await (await request.get('/api/courses')).json()) as {
    courses: { id: number; slug: string }[];
  };
  const first = courses.courses[0];
  expect(first).toBeDefined();
  for (const path of [...everyRoute, `/courses/${first?.slug}`, `/booking/${first?.id}`]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).not.toContain('Page introuvable');
    expect(html, path).toContain('<div id="root">');
  }
});

test('an instructor’s link opens straight on the sign-in, then the instructor’s area', async ({
  page,
}) => {
  const response = await page.goto('/instructor/sessions/1');
  expect(response?.status()).toBe(200);
  await expect(
    page.getByText(
      'Connectez-vous avec votre compte de formateur pour voir vos séances et leurs listes de présence.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/La page que vous cherchez n’existe pas/)).toHaveCount(0);
});
