import type { components } from './schema';

export type ErrorBody = components['schemas']['Error'];

/** An error answer of the API, or a request that never got one (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
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
export function apiErrorFromBody(status: number, body: unknown, statusText = ''): ApiError {
  if (isErrorBody(body)) {
    return new ApiError(
      status,
      body.error.code,
      body.error.message,
      stringFields(body.error.fields),
    );
  }
  return new ApiError(status, `http-${status}`, statusText || `HTTP ${status}`);
}
