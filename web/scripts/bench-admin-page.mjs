// The admin bookings page's time until it can be used, in Debian's Chromium (scripts/bench-scale.sh):
// from the navigation's start until the first page of bookings is drawn and a row's selection box
// answers a click. Prints the median and the slowest of BENCH_PAGE_RUNS (5) fresh loads.
// Usage: node scripts/bench-admin-page.mjs BASE_URL EMAIL PASSWORD
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const [baseURL, email, password] = process.argv.slice(2);
if (!password) {
  console.error('usage: bench-admin-page.mjs BASE_URL EMAIL PASSWORD');
  process.exit(2);
}
const runs = Number(process.env.BENCH_PAGE_RUNS ?? 5);
const flags = JSON.parse(
  readFileSync(new URL('../../scripts/chromium-flags.json', import.meta.url), 'utf8'),
);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', ...flags],
});
const timings = [];
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({
      baseURL,
      locale: 'fr-CA',
      viewport: { width: 1280, height: 800 },
    });
    const login = await context.request.post('/api/auth/login', {
      data: { email, password, rememberMe: false },
      headers: { Origin: baseURL },
    });
    if (login.status() !== 200) throw new Error(`login: HTTP ${login.status()}`);
    const page = await context.newPage();
    await page.goto('/admin/bookings', { waitUntil: 'commit' });
    const row = page.getByTestId('booking-row').first();
    await row.waitFor({ state: 'visible', timeout: 30_000 });
    // Usable: the first row's box ticks on a click (the page's scripts have run and hold the rows).
    const box = row.getByRole('checkbox').first();
    await box.click();
    await box.waitFor({ state: 'visible' });
    if (!(await box.isChecked())) throw new Error('the first row did not get selected');
    timings.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
} finally {
  await browser.close();
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor((timings.length - 1) / 2)];
console.log(
  `admin bookings page usable (rows drawn, a row selected): median ${Math.round(median)} ms, ` +
    `slowest ${Math.round(timings[timings.length - 1])} ms of ${timings.length} loads at 1280 px`,
);
