// Writes .br and .gz next to every compressible file over 1 KB in dist/, so the server can
// send precompressed bodies. Uses only node:zlib.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.json']);
const MIN_BYTES = 1024;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // dist/.vite holds the build's reports, which the server never serves.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

function brotli(data) {
  return brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

let count = 0;
for await (const file of walk(DIST)) {
  if (!EXTENSIONS.has(extname(file))) continue;
  if ((await stat(file)).size <= MIN_BYTES) continue;
  const data = await readFile(file);
  await writeFile(`${file}.br`, brotli(data));
  await writeFile(`${file}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
  console.log(`compressed ${relative(DIST, file)}`);
}
console.log(`compress: ${count} file(s) written as .br and .gz`);
