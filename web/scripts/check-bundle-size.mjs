// The JavaScript budget of the public pages (issue 15), checked on the build in dist/: for each
// public page, the entry script, what public/boot.js modulepreloads, the page's lazy chunk with its
// static imports and the locale files it loads before its first render, gzipped one by one as
// the server sends them. Fails above the budget, and when a public page would load admin,
// dashboard, companies or Stripe code. Reads dist/.vite/bundle-report.json (written by
// vite.config.ts).
//   node scripts/check-bundle-size.mjs [--budget-kb=N]   (N replaces the budget)
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const REPORT = `${DIST}.vite/bundle-report.json`;

/**
 * KB of gzip, a little above what each public page weighs today before it is live. The page
 * paints before any of it, from its prerendered markup (decision 028); issue 15's 80 KB is out of
 * reach for this figure: React DOM alone is about 65 KB and React Router about 30 KB. Raised from
 * 160 (2026-11-29, the course pages at 160.0 KB): the entry script carries the map of every lazy
 * chunk and locale file, which grows a little with each shared piece and namespace of any page.
 * Raised to 164 (2026-11-30, issue 44's eight pages: the course pages at 162.3 KB): their routes
 * and addresses in the entry (about 1 KB), measured after their icons were changed for ones the
 * site already used (an icon used anywhere lands in the entry, through lucide's index).
 */
const BUDGET_KB = 164;
/**
 * A legal page's text is its strings: legal.json alone weighs about 8 KB of gzip (in the page's
 * one language), which no splitting of code can save; the page paints from its prerendered HTML.
 */
const LEGAL_BUDGET_KB = BUDGET_KB + 10;
/**
 * The public pages: their lazy module, the namespaces they load before their first render and,
 * for a page whose text is heavier than others', its own budget.
 */
const PAGES = [
  { path: '/', page: 'src/features/home/routes/HomePage.tsx', strings: ['home'] },
  {
    path: '/courses',
    page: 'src/features/courses/routes/CoursesPage.tsx',
    strings: ['courses'],
  },
  {
    path: '/courses/:slug',
    page: 'src/app/CourseDetailsRoute.tsx',
    strings: ['courses'],
  },
  {
    path: '/about',
    page: 'src/features/about/routes/AboutPage.tsx',
    strings: ['about'],
  },
  {
    path: '/booking/:id',
    page: 'src/features/booking/routes/BookingPage.tsx',
    strings: ['booking', 'paymentDue'],
  },
  ...['Privacy', 'Terms', 'Cookies'].map((name) => ({
    path: `/${name.toLowerCase()}`,
    page: `src/features/legal/routes/${name}Page.tsx`,
    strings: ['legal'],
    budgetKb: LEGAL_BUDGET_KB,
  })),
];
/**
 * Files (scripts and locale files) each public page loads before it is live. Each one costs a
 * phone a few milliseconds of main thread to announce and fetch, whatever its size: with the
 * bundler's own splitting the booking page loaded 45, in one task of about 60 ms (decision 032).
 */
const MAX_FILES = 10;
/** The language the server answers in by default: its strings are the ones weighed. */
const LANGUAGE = 'fr';
const FORBIDDEN = [
  /^src\/features\/admin\//,
  /^src\/features\/dashboard\//,
  /^src\/features\/companies\//,
  /^src\/locales\/\w+\/(admin|adminBookings|dashboard|companies)\.json$/,
  /stripe/i,
];

const override = process.argv.find((arg) => arg.startsWith('--budget-kb='));
const overrideKb = override ? Number(override.split('=')[1]) : undefined;

function fail(message) {
  console.error(`check-bundle-size: ${message}`);
  process.exit(1);
}

if (!existsSync(REPORT)) fail(`${REPORT} is missing: run \`npm run build\` first.`);
const { chunks } = JSON.parse(readFileSync(REPORT, 'utf8'));
const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
const html = readFileSync(`${DIST}index.html`, 'utf8');
const entry = chunks.find((chunk) => chunk.isEntry);
if (!entry) fail('the build has no entry chunk.');
// What public/boot.js modulepreloads once the page has painted (vite.config.ts).
const preloaded = (html.match(/data-preload="([^"]*)"/)?.[1] ?? '')
  .split(' ')
  .filter(Boolean)
  .map((href) => href.replace(/^\//, ''));

const gzipped = new Map();
const gzipBytes = (file) => {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(DIST + file), { level: 9 }).length);
  return gzipped.get(file);
};

/** `files` and every chunk they import statically. */
function withImports(files) {
  const seen = new Set();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    const chunk = byFile.get(file);
    if (!chunk) fail(`${file} is not in the bundle report: rebuild.`);
    seen.add(file);
    pending.push(...chunk.imports);
  }
  return seen;
}

const chunkOf = (module) => {
  const chunk = chunks.find((candidate) => candidate.facade === module);
  if (!chunk) fail(`no chunk is built from ${module}: update PAGES in ${import.meta.url}.`);
  return chunk.file;
};

const kb = (bytes) => (bytes / 1024).toFixed(1);
const shell = withImports([entry.file, ...preloaded]);
let shellBytes = 0;
for (const file of shell) shellBytes += gzipBytes(file);
console.log(`Entry script and modulepreloads: ${kb(shellBytes)} KB gzip (${shell.size} files)`);

const problems = [];

// Issue 15's figure: the JavaScript a page needs before it paints. The page paints from the HTML the
// server sends (prerendered, decision 028); what index.html itself names as a script is all the
// browser may fetch before that first paint: boot.js, which starts the rest afterwards.
const PAINT_BUDGET_KB = 80;
const paintScripts = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g)].map((match) => match[1]);
let paintBytes = 0;
for (const file of paintScripts) paintBytes += gzipBytes(file);
console.log(
  `${paintBytes > PAINT_BUDGET_KB * 1024 ? 'OVER' : 'ok  '} before the first paint: ${kb(paintBytes)} KB gzip (${paintScripts.join(', ')}; budget ${PAINT_BUDGET_KB} KB)`,
);
if (paintBytes > PAINT_BUDGET_KB * 1024 || !paintScripts.includes('boot.js')) {
  problems.push(
    `index.html names ${kb(paintBytes)} KB of scripts before the first paint (${paintScripts.join(', ')}): only public/boot.js belongs there, within ${PAINT_BUDGET_KB} KB.`,
  );
}
if (/rel="modulepreload"/.test(html)) {
  problems.push('index.html modulepreloads scripts: they would be fetched before the first paint.');
}

for (const { path, page, strings, budgetKb } of PAGES) {
  const locales = ['common', ...strings].map((name) =>
    chunkOf(`src/locales/${LANGUAGE}/${name}.json`),
  );
  const files = withImports([...shell, chunkOf(page), ...locales]);
  let bytes = 0;
  for (const file of files) bytes += gzipBytes(file);
  const budget = overrideKb ?? budgetKb ?? BUDGET_KB;
  const over = bytes > budget * 1024;
  console.log(
    `${over ? 'OVER' : 'ok  '} ${path.padEnd(16)} ${kb(bytes).padStart(6)} KB gzip before it is live (budget ${budget} KB, ${files.size} files)`,
  );
  if (files.size > MAX_FILES) {
    problems.push(
      `${path} loads ${files.size} files before it is live, over ${MAX_FILES}: group the new modules in web/chunk-groups.ts.`,
    );
  }
  if (over) {
    problems.push(
      `${path} needs ${kb(bytes)} KB of gzipped JavaScript before it is live, over the ${budget} KB budget.`,
    );
  }
  const forbidden = [...files].flatMap((file) =>
    byFile
      .get(file)
      .modules.map((module) => module.id)
      .filter((id) => FORBIDDEN.some((pattern) => pattern.test(id)))
      .map((id) => `${id} (in ${file})`),
  );
  if (forbidden.length > 0) {
    problems.push(
      `${path} loads code public pages must not load:\n    ${forbidden.join('\n    ')}`,
    );
  }
}

if (problems.length > 0) {
  fail(
    `${problems.join('\n')}\nLoad the new code lazily (lazyWithStrings, import()), or raise the budget in scripts/check-bundle-size.mjs with a reason.`,
  );
}
console.log('check-bundle-size: every public page is within its budget.');
