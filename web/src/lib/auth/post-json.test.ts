import { jsonResponse } from './testing';
import { parseRetryAfter, postJson, RateLimitedError } from './post-json';

describe('postJson', () => {
  it('keeps the Retry-After of a 429 answer', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        429,
        { error: { code: 'rate-limited', message: 'Too many attempts.' } },
        { 'Retry-After': '540' },
      ),
    );
    const error = await postJson('/api/auth/login', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ status: 429, code: 'rate-limited', retryAfterSeconds: 540 });
  });

  it('reads seconds or an HTTP date', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter(null)).toBeNull();
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:05:00 GMT', now)).toBe(300);
  });
});
