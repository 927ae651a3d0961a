// Repeated blocks in the web source (issue 40): reads the report `jscpd --config .jscpd.json`
// writes (runs of 6 lines or more found again elsewhere; tests, test helpers and the generated
// API types left out), lists them, and fails when there are more than the threshold. A second
// copy of a list, a field group or a page frame belongs in src/components or src/lib.
//   jscpd --config .jscpd.json && node scripts/check-duplicates.mjs [--max=N]
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The most clones the source may hold (issue 40); it held 41 before the clean-up, 10 after. */
const MAX_CLONES = 30;

const REPORT = fileURLToPath(
  new URL('../node_modules/.cache/jscpd/jscpd-report.json', import.meta.url),
);

const max = Number(process.argv.find((arg) => arg.startsWith('--max='))?.slice(6) ?? MAX_CLONES);
if (!Number.isInteger(max) || max < 0) {
  console.error('check-duplicates: --max takes a whole number.');
  process.exit(2);
}
if (!existsSync(REPORT)) {
  console.error(`check-duplicates: no report at ${REPORT}; run jscpd --config .jscpd.json first.`);
  process.exit(2);
}

const { duplicates } = JSON.parse(readFileSync(REPORT, 'utf8'));
const place = (file) => `${file.name}:${file.start}-${file.end}`;
for (const clone of duplicates) {
  console.log(`  ${place(clone.firstFile)} ~ ${place(clone.secondFile)} (${clone.lines} lines)`);
}
const verdict = duplicates.length > max ? 'more than' : 'at most';
console.log(`Repeated blocks: ${duplicates.length} clones of 6 lines or more, ${verdict} ${max}.`);
if (duplicates.length > max) {
  console.error('Move what the copies share to src/components or src/lib, and call it from both.');
  process.exit(1);
}
