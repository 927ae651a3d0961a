import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, logIn, test } from './support/booking-fixtures';

const newsLabel = /Je souhaite recevoir les nouvelles et les rappels de renouvellement/;

test('the policy names its officer in the served HTML and every page links the three legal pages', async ({
  request,
}) => {
  const privacy = await request.get('/privacy');
  expect(privacy.status()).toBe(200);
  const html = await privacy.text();
  // As the server sends it, before any script runs.
  expect(html).toContain('Marie Gagnon');
  expect(html).toContain('confidentialite@secours.example');
  for (const path of ['/terms', '/cookies', '/privacy?lng=en', '/terms?lng=en']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const home = await (await request.get('/')).text();
  for (const path of ['/privacy', '/terms', '/cookies']) {
    expect(home, path).toContain(`href="${path}"`);
  }
});

test('a student gives and withdraws the news consent from the dashboard, and the office sees it', async ({
  page,
  signUp,
  adminApi,
}) => {
  // A sign-up, a sign-in, an accessibility scan and a reload: over 45 s on a busy two-core machine.
  test.slow();
  const account = await signUp();
  await page.goto('/login');
  await logIn(page, account);
  await expect(page).toHaveURL('/dashboard');
  const section = page.getByRole('region', { name: 'Courriels de nouvelles et de rappels' });
  const box = section.getByRole('checkbox', { name: newsLabel });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(
    section.getByText('C’est noté\u00a0: vous recevrez nos nouvelles et nos rappels.'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dashboard with the news consent');

  const consents = async () => {
    const response = await adminApi.request.get(
      `/api/admin/privacy/consents?kind=news&email=${encodeURIComponent(account.email)}`,
    );
    expect(response.status()).toBe(200);
    return (
      (await response.json()) as { consents: { source: string; withdrawnVia: string | null }[] }
    ).consents;
  };
  expect(await consents()).toMatchObject([{ source: 'dashboard', withdrawnVia: null }]);

  await box.uncheck();
  await expect(
    section.getByText('C’est noté\u00a0: vous ne recevrez plus nos nouvelles ni nos rappels.'),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: newsLabel })).not.toBeChecked();
  expect(await consents()).toMatchObject([{ source: 'dashboard', withdrawnVia: 'dashboard' }]);
});

test('an unknown unsubscribe link says so and leads to the dashboard', async ({ page }) => {
  await page.goto('/unsubscribe?token=inconnu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Lien de désabonnement invalide',
  );
  await expect(page.getByRole('link', { name: 'Aller au tableau de bord' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'unsubscribe, unknown link');
});
