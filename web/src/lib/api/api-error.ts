import type { components } from './schema';

export type ErrorBody = components['schemas']['Error'];

/**
 * An error answer of the API, or a request that never got one (status 0). A rate-limited answer
 * (429) carries the wait its Retry-After header asks for, when it gives one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly retryAfterSeconds: number | null;

  constructor(
    status: number,
    code: string,
    message: string,
    fields: Record<string, string> = {},
    retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * A mailed link's token nobody knows (404), or one the server refuses as such (400): the page says
 * the link is invalid rather than offering a retry.
 */
export const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Seconds to wait from a Retry-After header: a number of seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | null {
  if (!header?.trim()) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - now) / 1000));
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

function stringFields(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

/** Builds the ApiError for a non-2xx response from its (possibly missing or non-JSON) body. */
export function apiErrorFromBody(
  status: number,
  body: unknown,
  statusText = '',
  retryAfter: string | null = null,
): ApiError {
  const wait = status === 429 ? parseRetryAfter(retryAfter) : null;
  if (isErrorBody(body)) {
    return new ApiError(
      status,
      body.error.code,
      body.error.message,
      stringFields(body.error.fields),
      wait,
    );
  }
  return new ApiError(status, `http-${status}`, statusText || `HTTP ${status}`, {}, wait);
}
