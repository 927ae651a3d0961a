import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, logIn, plain, test } from './support/booking-fixtures';
import { expectNothingOverflows, screenSizes } from './support/fit';

interface SystemStatus {
  version: string;
  engine: 'sqlite' | 'postgresql';
  mail: { failures: unknown[] };
  backups: { runs: unknown[]; schedule: { configured: boolean } };
}

for (const size of screenSizes) {
  test(`the office opens Admin → Système and reads the server’s state (${size.name})`, async ({
    page,
    adminApi,
  }, testInfo) => {
    test.slow(); // a sign-in, the page and an accessibility scan
    await page.setViewportSize({ width: size.width, height: size.height });
    const answer = await adminApi.request.get('/api/admin/system');
    expect(answer.status()).toBe(200);
    const status = (await answer.json()) as SystemStatus;

    await page.goto('/login');
    await logIn(page, adminApi.account);
    await expect(page).toHaveURL('/admin');
    await page
      .getByRole('navigation', { name: 'Menu d’administration' })
      .getByRole('link', { name: 'Système' })
      .click();
    await expect(page).toHaveURL('/admin/system');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Système');

    const tiles = page.getByRole('list', { name: 'État du système' });
    await expect(tiles.getByTestId('stat-version')).toHaveText(status.version);
    expect(plain(await tiles.getByTestId('stat-database').textContent())).toMatch(
      /^\d+(,\d)? (o|Ko|Mo|Go)$/,
    );
    await expect(tiles.getByTestId('database-engine')).toHaveText(
      status.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL',
    );

    // The three sections, in this order.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Sauvegardes',
      'File des courriels',
      'Tâches de fond',
    ]);

    // The test server has no BACKUP_DIR: the page says how to set it, and how to back up by hand.
    const backups = page.getByRole('region', { name: 'Sauvegardes' });
    if (!status.backups.schedule.configured) {
      await expect(backups.getByText(/variable BACKUP_DIR du serveur/)).toBeVisible();
      await expect(backups.getByText('secours backup --output FICHIER')).toBeVisible();
      await expect(tiles.getByTestId('backup-state')).toHaveText('Non planifiée');
    }
    await expect(backups.getByRole('table', { name: 'Sauvegardes récentes' })).toBeAttached();

    const mail = page.getByRole('region', { name: 'File des courriels' });
    await expect(mail.getByRole('table', { name: 'Courriels en échec' })).toBeAttached();
    if (status.mail.failures.length === 0) {
      await expect(mail.getByText('Aucun envoi en échec')).toBeVisible();
    }
    const jobs = page.getByRole('region', { name: 'Tâches de fond' });
    await expect(
      jobs.getByRole('table', { name: 'Dernières exécutions des tâches' }),
    ).toBeAttached();

    await expectNoSeriousA11yViolations(page, `system page (${size.name})`);
    await expectNothingOverflows(page, page.getByRole('main'));
    await page.screenshot({
      path: testInfo.outputPath(`admin-system-fr-${size.width}.png`),
      fullPage: true,
    });
  });
}
