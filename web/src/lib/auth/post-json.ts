import { ApiError, apiErrorFromBody } from '@/lib/api/api-error';

/** A 429 answer, with the wait the server asks for (its Retry-After header) when it gives one. */
export class RateLimitedError extends ApiError {
  readonly retryAfterSeconds: number | null;

  constructor(source: ApiError, retryAfterSeconds: number | null) {
    super(source.status, source.code, source.message, { ...source.fields });
    this.name = 'RateLimitedError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Seconds to wait from a Retry-After header: a number of seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header?.trim()) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - now) / 1000));
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POSTs JSON like the API client does, but keeps the Retry-After of a 429 answer so that the
 * rate-limited sign-in, sign-up and reset forms can say how long to wait.
 */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network-error', 'The server could not be reached.');
  }
  const data = await readJson(response);
  if (response.ok) return data as T;
  const error = apiErrorFromBody(response.status, data, response.statusText);
  if (response.status !== 429) throw error;
  throw new RateLimitedError(error, parseRetryAfter(response.headers.get('Retry-After')));
}
