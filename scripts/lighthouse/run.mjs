// Lighthouse 12 (default config: mobile form factor, simulated throttling) on the public pages of a
// running server, in French (bare address) and English (?lng=en). run.sh starts the server and calls
// this; see run.sh for the variables. Prints one table row per page and language, the misses of the
// targets of issue 15 marked with "!", and writes each JSON report to OUT_DIR.
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const BASE_URL = (process.env.BASE_URL ?? 'http://127.0.0.1:18090').replace(/\/$/, '');
const OUT_DIR = path.resolve(process.env.LIGHTHOUSE_OUT ?? 'build/lighthouse');
const RUNS = Number.parseInt(process.env.LIGHTHOUSE_RUNS ?? '1', 10);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The flags the end-to-end tests start Chromium with too (one list: scripts/chromium-flags.json).
const CHROME_FLAGS = [
  '--headless=new',
  ...JSON.parse(await readFile(new URL('../chromium-flags.json', import.meta.url), 'utf8')),
];
const PAGE_NAMES = ['home', 'courses', 'course', 'about', 'booking'];
const LANGUAGES = ['fr', 'en'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Issue 15's targets: scores at least `min`, metrics at most `max`. */
const TARGETS = {
  performance: { min: 98 },
  accessibility: { min: 100 },
  'best-practices': { min: 100 },
  seo: { min: 100 },
  lcp: { max: 1.5 },
  cls: { max: 0.02 },
  tbt: { max: 100 },
};

function fail(message) {
  console.error(`lighthouse: ${message}`);
  process.exit(2);
}

/** A comma-separated list from the environment, each item checked against `allowed`. */
function listFromEnv(name, allowed) {
  const raw = process.env[name]?.trim();
  if (!raw) return allowed;
  const items = raw.split(/[\s,]+/).filter(Boolean);
  const unknown = items.filter((item) => !allowed.includes(item));
  if (unknown.length)
    fail(`${name}: unknown ${unknown.join(', ')} (choose among ${allowed.join(', ')})`);
  return allowed.filter((item) => items.includes(item));
}

async function api(pathname, { method = 'GET', body, cookie } = {}) {
  const response = await fetch(`${BASE_URL}${pathname}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) fail(`${method} ${pathname}: ${response.status} ${text.slice(0, 300)}`);
  return { json: text ? JSON.parse(text) : {}, headers: response.headers };
}

/** YYYY-MM-DD, `days` from today (UTC). */
function dateFromToday(days) {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The course the course and booking pages show: the first of the French catalogue. When it has no
 * upcoming session (the seed schedules none) and an admin's credentials are given, three sessions
 * are scheduled so that the booking page offers dates as it does in real life.
 */
async function pickCourse() {
  const { json } = await api('/api/courses?lang=fr');
  const course = json.courses?.[0];
  if (!course) fail('the catalogue is empty: did `secours seed` run?');
  const { json: upcoming } = await api(`/api/courses/${course.id}/sessions`);
  let sessions = upcoming.sessions?.length ?? 0;
  const email = process.env.LIGHTHOUSE_ADMIN_EMAIL;
  const password = process.env.LIGHTHOUSE_ADMIN_PASSWORD;
  if (sessions === 0 && email && password) {
    const login = await api('/api/auth/login', { method: 'POST', body: { email, password } });
    const cookie = (login.headers.getSetCookie?.() ?? [login.headers.get('set-cookie') ?? ''])
      .map((header) => header.split(';')[0])
      .join('; ');
    for (const [days, place] of [
      [14, 'Gatineau'],
      [30, 'Ottawa'],
      [60, 'Gatineau'],
    ]) {
      const date = dateFromToday(days);
      await api(`/api/courses/${course.id}/sessions`, {
        method: 'POST',
        cookie,
        // 13:00 UTC is 8:00 or 9:00 in Quebec, depending on daylight saving time.
        body: {
          startsAt: `${date}T13:00:00Z`,
          endsAt: `${date}T21:00:00Z`,
          location: `Salle A, ${place}`,
          capacity: 12,
        },
      });
      sessions += 1;
    }
  }
  return { id: course.id, slug: course.slug, sessions };
}

function pagePaths(course) {
  return {
    home: '/',
    courses: '/courses',
    course: `/courses/${encodeURIComponent(course.slug)}`,
    about: '/about',
    booking: `/booking/${course.id}`,
  };
}

/**
 * One Lighthouse run in a fresh Chromium (chrome-launcher makes a new user-data-dir each time), as a
 * visitor whose browser speaks the page's language: at the bare (French) address an English browser
 * would be shown the English site, which is not the page measured.
 */
async function audit(url, language) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [...CHROME_FLAGS, `--lang=${language}-CA`, `--accept-lang=${language}-CA,${language}`],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`no result for ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function figures(lhr) {
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const lcp = metric('largest-contentful-paint');
  const tbt = metric('total-blocking-time');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: lcp == null ? null : lcp / 1000,
    cls: metric('cumulative-layout-shift'),
    tbt,
    error: lhr.runtimeError?.message ?? null,
  };
}

function missed(key, value) {
  if (value == null) return true;
  const target = TARGETS[key];
  return target.min != null ? value < target.min : value > target.max;
}

const COLUMNS = [
  { key: 'page', title: 'page', width: 4 },
  { key: 'lang', title: 'lang', width: 4 },
  { key: 'performance', title: 'perf', width: 5, format: (v) => String(v) },
  { key: 'accessibility', title: 'a11y', width: 5, format: (v) => String(v) },
  { key: 'best-practices', title: 'b-p', width: 5, format: (v) => String(v) },
  { key: 'seo', title: 'seo', width: 5, format: (v) => String(v) },
  { key: 'lcp', title: 'LCP s', width: 7, format: (v) => v.toFixed(2) },
  { key: 'cls', title: 'CLS', width: 7, format: (v) => v.toFixed(3) },
  { key: 'tbt', title: 'TBT ms', width: 7, format: (v) => String(Math.round(v)) },
];

function row(values) {
  return COLUMNS.map((column, index) => {
    const text = values[index];
    return index < 2 ? text.padEnd(column.width) : text.padStart(column.width);
  }).join('  ');
}

function cells(entry) {
  return COLUMNS.map((column) => {
    if (!column.format) return entry[column.key];
    const value = entry[column.key];
    const text = value == null ? '-' : column.format(value);
    return missed(column.key, value) ? `${text}!` : `${text} `;
  });
}

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 15)
    fail('LIGHTHOUSE_RUNS must be a whole number from 1 to 15');
  const pages = listFromEnv('LIGHTHOUSE_PAGES', PAGE_NAMES);
  const languages = listFromEnv('LIGHTHOUSE_LANGS', LANGUAGES);
  const course = await pickCourse();
  const paths = pagePaths(course);
  // The reports of a previous run go (only the .json files: OUT_DIR may be a folder of the user's).
  await mkdir(OUT_DIR, { recursive: true });
  for (const file of await readdir(OUT_DIR)) {
    if (file.endsWith('.json')) await rm(path.join(OUT_DIR, file), { force: true });
  }

  const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version;
  console.log(
    `Lighthouse ${lighthouseVersion}, mobile preset (simulated throttling), ${CHROME_PATH}, ` +
      `${RUNS === 1 ? '1 run' : `median of ${RUNS} runs`} per page, ${BASE_URL}`,
  );
  console.log(
    `course page: ${paths.course}, booking page: ${paths.booking} ` +
      `(${course.sessions} upcoming session${course.sessions === 1 ? '' : 's'})`,
  );

  const results = [];
  const benchmarks = [];
  const loadBefore = os.loadavg()[0];
  for (const name of pages) {
    for (const language of languages) {
      const address = language === 'fr' ? paths[name] : `${paths[name]}?lng=en`;
      const url = `${BASE_URL}${address}`;
      const runs = [];
      for (let run = 1; run <= RUNS; run += 1) {
        process.stderr.write(`  ${address} run ${run}/${RUNS}…\n`);
        let lhr = await audit(url, language);
        if (lhr.runtimeError) {
          // A page that failed to load (e.g. a 404 while web/dist was being rebuilt) gets a second try.
          process.stderr.write(`  ${address}: ${lhr.runtimeError.code}, once more…\n`);
          lhr = await audit(url, language);
        }
        const base = `${name}-${language}${RUNS > 1 ? `-run${run}` : ''}`;
        await writeFile(path.join(OUT_DIR, `${base}.json`), JSON.stringify(lhr));
        runs.push(lhr);
      }
      // The median of the runs that loaded the page (computeMedianRun needs their FCP and TTI).
      const valid = runs.filter((lhr) => !lhr.runtimeError);
      const median = valid.length > 1 ? computeMedianRun(valid) : (valid[0] ?? runs[0]);
      results.push({ page: address, lang: language, ...figures(median) });
      benchmarks.push(median.environment?.benchmarkIndex ?? 0);
    }
  }

  COLUMNS[0].width = Math.max(4, ...results.map((entry) => entry.page.length));
  const target = (key) =>
    TARGETS[key].min != null ? `≥${TARGETS[key].min}` : `≤${TARGETS[key].max}`;
  console.log('');
  console.log(row(COLUMNS.map((column, index) => (index < 2 ? column.title : `${column.title} `))));
  console.log(
    row(
      COLUMNS.map((column, index) =>
        index < 2 ? (index ? '' : 'target') : `${target(column.key)} `,
      ),
    ),
  );
  console.log(row(COLUMNS.map((column) => '-'.repeat(column.width))));
  let misses = 0;
  for (const entry of results) {
    console.log(row(cells(entry)));
    if (entry.error) console.log(`  runtime error: ${entry.error}`);
    misses += COLUMNS.filter(
      (column) => column.format && missed(column.key, entry[column.key]),
    ).length;
  }
  console.log('');
  console.log(
    misses === 0
      ? 'Every target met.'
      : `${misses} figure${misses === 1 ? '' : 's'} miss${misses === 1 ? 'es' : ''} the target (marked !).`,
  );
  // Simulated throttling scales by the machine's speed, and a busy machine (a build running) still
  // lowers performance and lengthens LCP and TBT: these say how busy it was.
  console.log(
    `Lighthouse's CPU benchmark index ${Math.round(Math.min(...benchmarks))}–${Math.round(Math.max(...benchmarks))}, ` +
      `load average ${loadBefore.toFixed(1)} before and ${os.loadavg()[0].toFixed(1)} after, ${os.cpus().length} cores.`,
  );
  await writeFile(
    path.join(OUT_DIR, 'summary.json'),
    `${JSON.stringify({ runs: RUNS, targets: TARGETS, results }, null, 2)}\n`,
  );
  console.log(
    `JSON reports: ${OUT_DIR}/ (one per page and language${RUNS > 1 ? ' and run' : ''}, and summary.json)`,
  );
  if (misses > 0 && process.env.LIGHTHOUSE_STRICT === '1') process.exit(1);
}

await main();
