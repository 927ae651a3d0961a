import { ApiError, isInvalidLink, parseRetryAfter } from './api-error';
import { apiFetch } from './client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the API client', () => {
  it('returns the parsed JSON of a successful answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { status: 'ok' }));
    await expect(apiFetch('/api/health')).resolves.toEqual({ status: 'ok' });
  });

  it('asks the server for a fresh answer only when told to (seats)', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(json(200, { sessions: [] })));
    await apiFetch('/api/courses/1/sessions', { fresh: true });
    await apiFetch('/api/courses/1');
    expect(fetchSpy.mock.calls[0]?.[1]).toMatchObject({ cache: 'reload' });
    expect(fetchSpy.mock.calls[1]?.[1]).not.toHaveProperty('cache');
  });

  it('tells the server the language the page is shown in', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(json(200, {})));
    const before = document.documentElement.lang;
    document.documentElement.lang = 'en';
    await apiFetch('/api/instructor/sessions/1/roster');
    document.documentElement.lang = 'fr';
    await apiFetch('/api/instructor/sessions/1/roster', { body: {} });
    document.documentElement.lang = before;
    expect(fetchSpy.mock.calls[0]?.[1]?.headers).toMatchObject({ 'X-Page-Language': 'en' });
    expect(fetchSpy.mock.calls[1]?.[1]?.headers).toMatchObject({ 'X-Page-Language': 'fr' });
  });

  it('throws an ApiError with the code, message and fields of the error body', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(400, {
        error: {
          code: 'validation',
          message: 'Some fields are invalid.',
          fields: { name: 'required' },
        },
      }),
    );
    const error = await apiFetch('/api/things', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Some fields are invalid.',
      fields: { name: 'required' },
    });
  });

  it('still throws an ApiError when the error body is not JSON', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiFetch('/api/health')).rejects.toMatchObject({ status: 502, code: 'http-502' });
  });

  it('reports a network failure as status 0', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/health')).rejects.toMatchObject({
      status: 0,
      code: 'network-error',
    });
  });

  it('sends JSON with the session cookie', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiFetch('/api/things', { body: { a: 1 } })).resolves.toBeUndefined();
    const [, init] = fetchSpy.mock.calls[0] ?? [];
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"a":1}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('marks a write without a body as JSON, as the server requires', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    await apiFetch('/api/auth/logout', { method: 'POST' });
    const [, init] = fetchSpy.mock.calls[0] ?? [];
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('sends no Content-Type on a read', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, {}));
    await apiFetch('/api/health');
    const [, init] = fetchSpy.mock.calls[0] ?? [];
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('keeps the Retry-After of a 429 answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(
        JSON.stringify({ error: { code: 'rate-limited', message: 'Too many attempts.' } }),
        {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '540' },
        },
      ),
    );
    const error = await apiFetch('/api/auth/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'rate-limited', retryAfterSeconds: 540 });
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(null)).toBeNull();
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:05:00 GMT', now)).toBe(300);
  });

  it("tells a mailed link's wrong token from a failure worth a retry", () => {
    expect(isInvalidLink(new ApiError(404, 'not-found', 'x'))).toBe(true);
    expect(isInvalidLink(new ApiError(400, 'validation-failed', 'x'))).toBe(true);
    expect(isInvalidLink(new ApiError(500, 'internal', 'x'))).toBe(false);
    expect(isInvalidLink(new ApiError(0, 'network-error', 'x'))).toBe(false);
  });
});
