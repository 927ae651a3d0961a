import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from '@/app/App';
import { preloadRoute } from '@/app/preload-route';
import { routes } from '@/app/routes';
import { createQueryClient } from '@/lib/api/query-client';
import { i18n, startI18n } from '@/lib/i18n/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
const root = container;
const queryClient = createQueryClient();

// The common strings, and the page's code and strings, before the first render: the page then
// paints whole, with no key, spinner or shift (they load in parallel; startI18n comes first, it
// sets the language the page's strings are read in). A guarded page's session check and a page's
// first requests start there too, rather than each after the piece before it has rendered.
// Each start in a task of its own: on a phone, evaluating the site's code, starting i18next and
// starting the page's code each take a few tens of milliseconds, and one task of all three would
// keep a tap waiting for over 100 ms (Lighthouse's total blocking time on the booking page).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
void nextTask()
  .then(() => {
    const strings = startI18n();
    return nextTask().then(() =>
      Promise.allSettled([
        strings,
        preloadRoute(routes, new URL(window.location.href), queryClient),
      ]),
    );
  })
  .then(() => {
    // The server answers in the page's language (X-Page-Language): a switch reads them again.
    i18n.on('languageChanged', () => void queryClient.invalidateQueries());
    // The server's <title> would stay the document's first and hide the title of the next pages.
    document.querySelector('title[data-server-head]')?.remove();
    // In a transition React renders in slices and yields to the browser between them, so a phone
    // stays responsive meanwhile; the server's prerendered page is on screen until the commit.
    const app = createRoot(root);
    startTransition(() => {
      app.render(
        <StrictMode>
          <App queryClient={queryClient} />
        </StrictMode>,
      );
    });
  });
