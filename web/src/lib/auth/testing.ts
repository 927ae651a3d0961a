/* Helpers for Vitest: a signed-in user and a fake API. Not imported by the application. */
import type { User } from './types';

type Reply = Response | ((init: RequestInit | undefined) => Response | Promise<Response>);

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

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'marie@example.com',
    firstName: 'Marie',
    lastName: 'Tremblay',
    phone: '',
    dateOfBirth: '',
    address: '',
    avatar: '',
    role: 'student',
    language: 'fr',
    emailVerified: true,
    pendingEmail: '',
    createdAt: '2026-01-15T14:00:00Z',
    ...overrides,
  };
}

/**
 * Replaces fetch with answers keyed by 'METHOD /path' (query string ignored). Anything else
 * gets a 404. Returns the spy to inspect the calls.
 */
export function mockApi(routes: Record<string, Reply>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const reply = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
    if (!reply) return errorResponse(404, 'not-found');
    return typeof reply === 'function' ? reply(init) : reply.clone();
  });
}

/** The fake API with GET /api/auth/me answering `user` (or no user, as for a visitor), plus `routes`. */
export function mockSession(user: User | null, routes: Record<string, Reply> = {}) {
  return mockApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: user ?? null }),
    'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    ...routes,
  });
}

/** The JSON body of the last call to `path`. */
export function lastBody(spy: ReturnType<typeof mockApi>, path: string): unknown {
  const call = spy.mock.calls.filter(([input]) => String(input) === path).at(-1);
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
}
