/**
 * Renders a public page to static markup at build time (scripts/prerender.mjs), in one language
 * and before any data: the header, the page's fixed parts and its placeholders. The server puts it
 * inside #root (decision 027), so a phone paints the page before any script runs; the site then
 * renders over it with the data the server embedded.
 */
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { preloadRoute } from '@/app/preload-route';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import type { Language } from '@/lib/i18n/languages';
import { i18n, startI18n } from '@/lib/i18n/i18n';
import { prerenderSlots } from '@/lib/prerender-slots';

prerenderSlots.on = true;

let started: Promise<unknown> | undefined;

export async function renderPage(address: string, language: Language): Promise<string> {
  started ??= startI18n();
  await started;
  await i18n.changeLanguage(language);
  const url = new URL(address, 'http://localhost');
  await preloadRoute(routes, url);

  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${address} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerender waits for every lazy part, so the markup is whole.
  const { prelude } = await prerender(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    // Whole pages inline: a larger boundary would be sent apart, to be moved in place by a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
