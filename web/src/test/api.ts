/* Vitest only: a fake API in place of fetch, and what the page sent to it. */

/** Answers a call; `url` carries the query string that route keys ignore. */
export type Handler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;
export type Reply = Response | Handler;
export type Routes = Record<string, Reply>;

export function jsonResponse(status: number, body?: unknown, headers: HeadersInit = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

export function errorResponse(
  status: number,
  code: string,
  fields?: Record<string, string>,
  headers?: HeadersInit,
): Response {
  return jsonResponse(status, { error: { code, message: code, fields } }, headers);
}

const urlOf = (input: unknown) =>
  new URL(String(input instanceof Request ? input.url : input), 'http://localhost');

/**
 * Replaces fetch with answers keyed by 'METHOD /path' (query string ignored). Anything else
 * gets a 404. Returns the spy to inspect the calls.
 */
export function mockApi(routes: Routes) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = urlOf(input);
    const reply = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!reply) return errorResponse(404, 'not-found');
    return typeof reply === 'function' ? reply(init, url) : reply.clone();
  });
}

export type ApiSpy = ReturnType<typeof mockApi>;

/** The calls made so far to `path` (query ignored) with `method`. */
function callsOf(spy: ApiSpy, method: string, path: string) {
  return spy.mock.calls.filter(
    ([input, init]) => urlOf(input).pathname === path && (init?.method ?? 'GET') === method,
  );
}

/** The JSON body of the last call whose address is exactly `path` (query included). */
export function lastBody(spy: ApiSpy, path: string): unknown {
  const call = spy.mock.calls.filter(([input]) => String(input) === path).at(-1);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}

/** The JSON body of the last `method` call to `path` (query ignored). */
export function lastBodyOf(spy: ApiSpy, method: string, path: string): unknown {
  const call = callsOf(spy, method, path).at(-1);
  return call ? (JSON.parse(String(call[1]?.body)) as unknown) : undefined;
}

/** How many `method` calls went to `path`. */
export function callsTo(spy: ApiSpy, method: string, path: string): number {
  return callsOf(spy, method, path).length;
}

/** The URLs fetched so far whose path starts with `prefix`. */
export function fetchedUrls(spy: ApiSpy, prefix: string): URL[] {
  return spy.mock.calls
    .map(([input]) => urlOf(input))
    .filter((url) => url.pathname.startsWith(prefix));
}
