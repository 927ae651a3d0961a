// Fails when the committed src/lib/api/schema.d.ts is not what api/openapi.yaml generates
// (issue 24): runs `npm run gen:api`, which writes the file in place, then asks git whether it
// changed. In a clean checkout (CI) a change means the yaml was edited without regenerating the
// types. Locally, a regenerated file passes once it is staged or committed.
//   node scripts/check-api-schema.mjs
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const SCHEMA = 'src/lib/api/schema.d.ts';

function run(command, args) {
  const result = spawnSync(command, args, { cwd: WEB, encoding: 'utf8' });
  if (result.error) {
    console.error(`check-api-schema: could not run ${command}: ${result.error.message}`);
    process.exit(2);
  }
  return result;
}

function fail(message, output = '') {
  if (output.trim()) console.error(output.trimEnd());
  console.error(`check-api-schema: ${message}`);
  process.exit(1);
}

const tracked = run('git', ['ls-files', '--error-unmatch', '--', SCHEMA]);
if (tracked.status !== 0) {
  fail(`web/${SCHEMA} is not in git: run \`npm run gen:api\` in web/ and commit it.`);
}

// npm_execpath is the npm that runs this script (npm run lint); plain `npm` otherwise.
const npm = process.env.npm_execpath ? [process.execPath, [process.env.npm_execpath]] : ['npm', []];
const generated = run(npm[0], [...npm[1], 'run', '--silent', 'gen:api']);
if (generated.status !== 0) {
  fail(
    '`npm run gen:api` failed: api/openapi.yaml could not be turned into types.',
    generated.stdout + generated.stderr,
  );
}

const diff = run('git', ['diff', '--exit-code', '--stat', '--', SCHEMA]);
if (diff.status === 1) {
  fail(
    `web/${SCHEMA} differs from what api/openapi.yaml generates. It has now been regenerated ` +
      'in place: review it (git diff), then commit it together with the yaml.',
    diff.stdout,
  );
}
if (diff.status !== 0) fail('git diff failed.', diff.stdout + diff.stderr);
console.log(`check-api-schema: web/${SCHEMA} matches api/openapi.yaml.`);
