import { ApiError, apiErrorFromBody } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Read from the database now, not from the server's memory of public answers (seats). */
  fresh?: boolean;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Calls the server's JSON API. Sends the session cookie (same origin), encodes `body` as JSON
 * and throws an ApiError for any non-2xx answer or network failure.
 */
export async function apiFetch<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, signal, fresh } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // The server refuses writes that are not declared JSON (its CSRF guard), even bodiless ones.
  if (method !== 'GET') headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
      // 'reload' sends Cache-Control: no-cache, which the server answers from the database.
      ...(fresh ? { cache: 'reload' as const } : {}),
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network-error', 'The server could not be reached.');
  }

  const data = await readJson(response);
  if (!response.ok) {
    const retryAfter = response.headers.get('Retry-After');
    throw apiErrorFromBody(response.status, data, response.statusText, retryAfter);
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiFetch<T>(path, { signal }),
  getFresh: <T>(path: string, signal?: AbortSignal) => apiFetch<T>(path, { signal, fresh: true }),
  post: <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiFetch<T>(path, { method: 'DELETE' }),
};
