import { mkdirSync, readFileSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and E2E_OUTPUT let two runs share a machine without touching each other.
const PORT = Number(process.env.E2E_PORT ?? 4180);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// A fresh database (and data folder) for every run. Workers load this file again: the
// environment variable, inherited from the main process, keeps one name for the whole run.
const TMP = 'e2e/.tmp';
process.env.SECOURS_E2E_RUN ??= `e2e-${Date.now()}`;
const RUN = process.env.SECOURS_E2E_RUN;
mkdirSync(`${TMP}/${RUN}-data`, { recursive: true });

const chromiumFlags: string[] = JSON.parse(
  readFileSync(new URL('../scripts/chromium-flags.json', import.meta.url), 'utf8'),
);

/** Debian's Chromium, headless, as a French-speaking Quebec visitor. */
const chromium = {
  ...devices['Desktop Chrome'],
  locale: 'fr-CA',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    // The flags Lighthouse starts Chromium with too (scripts/lighthouse/run.mjs).
    args: ['--headless', ...chromiumFlags],
  },
};

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 45_000,
  // A prerendered page stays inert (hidden from roles) until the site's code has started; on the
  // two-core CI machine, with the other worker running an axe scan, that start once took over 10 s
  // (CI, 2026-11-28: the catalogue's first card; traces show the CPU gap between app.js and the
  // page's chunk, not a slow answer). Every locator waits up to 20 s for it.
  expect: { timeout: 20_000 },
  use: {
    baseURL: BASE_URL,
    // A Quebec visitor: French-speaking browser, Montreal time.
    locale: 'fr-CA',
    timezoneId: 'America/Toronto',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      // Refunds lower the overview's revenue, which the overview specs see rise with their own
      // payments: they run after every other spec, in the project below.
      testIgnore: /refunds\.spec\.ts/,
      use: chromium,
    },
    {
      name: 'refunds',
      testMatch: /refunds\.spec\.ts/,
      dependencies: ['chromium'],
      use: chromium,
    },
  ],
  webServer: {
    // The seed loads the six courses and the About page, which the catalogue specs rely on.
    command: '../build/secours seed && exec ../build/secours serve',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${TMP}/${RUN}.db`,
      WEB_ROOT: 'dist',
      DATA_DIR: `${TMP}/${RUN}-data`,
      // Tests may send X-Forwarded-For to get their own rate-limit buckets (e2e/support/auth-*).
      TRUST_PROXY: '1',
      // The tests' API clients keep a connection between steps that may wait longer than the default
      // 5 s (a sign-up, a page load on a busy machine): closed by the server at that moment, the next
      // request on it failed with ECONNRESET (seen with the machine loaded). Longer than any step.
      IDLE_TIMEOUT: '120',
      LOG_LEVEL: 'warn',
    },
  },
});
