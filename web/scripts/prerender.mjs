// Prerenders the public pages into dist/prerender/NAME.LANG.html after the site's build: the
// markup the server puts inside #root so that a phone paints before any script runs (decision
// 027). The pages are rendered before any data (their placeholders) and before anyone signs in.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const SSR_OUT = `${WEB}node_modules/.prerender`;
const OUT = `${WEB}dist/prerender`;

/** The server's names for its pages (server/src/seo/site_page.cpp) and an address of each. */
const PAGES = {
  home: '/',
  courses: '/courses',
  course: '/courses/_',
  about: '/about',
  booking: '/booking/1',
  privacy: '/privacy',
  terms: '/terms',
  cookies: '/cookies',
  'workplace-training': '/workplace-training',
  'not-found': '/_',
};

await build({
  root: WEB,
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: SSR_OUT,
    emptyOutDir: true,
    copyPublicDir: false,
  },
});
const { renderPage } = await import(pathToFileURL(`${SSR_OUT}/render-page.js`).href);

await rm(OUT, { recursive: true, force: true });
await mkdir(OUT, { recursive: true });
for (const language of ['fr', 'en']) {
  for (const [name, address] of Object.entries(PAGES)) {
    // The head is the server's: React's hoisted <title> and friends stay out of the body.
    const page = (await renderPage(address, language)).replace(/<title>.*?<\/title>/gs, '');
    // A picture of the page until the site renders over it: inert (a tap on a button that has no
    // code yet would be lost) and out of the accessibility tree (a screen reader, or a test, waits
    // for the live page rather than reading one that is about to be replaced).
    const markup = `<div inert aria-hidden="true" style="display:contents">${page}</div>`;
    await writeFile(`${OUT}/${name}.${language}.html`, markup);
    console.log(`prerender: ${name}.${language}.html ${(markup.length / 1024).toFixed(1)} KB`);
  }
}
