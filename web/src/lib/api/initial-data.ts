/**
 * The data the server embeds in the page for its first render: a
 * `<script id="initial-data" type="application/json">` whose object maps API paths, exactly as
 * the fetchers request them, to the JSON bodies the API would answer. Query options use it as
 * `initialData`, so the page's first render has its data without a request, a spinner or a
 * shift. Without the script (dev server, tests) nothing changes.
 */

/** Embedded bodies count as fetched when the page was read: fresh for the query's staleTime. */
const readAt = Date.now();

let embedded: Map<string, unknown> | undefined;

function bodies(): Map<string, unknown> {
  if (embedded) return embedded;
  embedded = new Map();
  const script = typeof document === 'undefined' ? null : document.getElementById('initial-data');
  if (!script?.textContent) return embedded;
  try {
    const data: unknown = JSON.parse(script.textContent);
    if (typeof data === 'object' && data !== null && !Array.isArray(data)) {
      for (const [path, body] of Object.entries(data)) embedded.set(path, body);
    }
  } catch {
    // A page without usable data loads it from the API, as in development.
  }
  return embedded;
}

/**
 * The `initialData` of a query that fetches `path`: the embedded body read through `pick`, once.
 * Later queries of the same path (after the cache let it go) ask the API.
 */
export function embeddedData<Body, Data>(path: string, pick: (body: Body) => Data) {
  return {
    initialData: (): Data | undefined => {
      const all = bodies();
      if (!all.has(path)) return undefined;
      const body = all.get(path) as Body;
      all.delete(path);
      return pick(body);
    },
    initialDataUpdatedAt: readAt,
  };
}

/** Forgets what was read (tests only: each test sets up its own page). */
export function resetEmbeddedData() {
  embedded = undefined;
}
