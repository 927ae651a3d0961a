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
  // The language the page is shown in (i18n.ts keeps <html lang> in step): the server writes
  // titles, dates and times of signed-in answers in it, whatever the account's own language.
  const shown = typeof document === 'undefined' ? '' : document.documentElement.lang;
  if (shown === 'fr' || shown === 'en') headers['X-Page-Language'] = shown;
  // The server refuses writes that are not declared JSON (its CSRF guard), even bodiless ones.
  if (method !== 'GET') headers['Content-Type'] = 'application/json';

  const response = await send(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    // 'reload' sends Cache-Control: no-cache, which the server answers from the database.
    ...(fresh ? { cache: 'reload' as const } : {}),
  });
  return (await readJson(response)) as T;
}

/**
 * Sends a request to the API with the session cookie (same origin) and answers its response
 * once it is a 2xx; throws an ApiError for any other answer (from its JSON body, with its
 * Retry-After) or a network failure, and lets an abort through. For answers that are not JSON
 * (a CSV, a ZIP) and bodies that are not (an image).
 */
export async function send(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { ...init, credentials: 'same-origin' });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'network-error', 'The server could not be reached.');
  }
  if (!response.ok) {
    const retryAfter = response.headers.get('Retry-After');
    throw apiErrorFromBody(
      response.status,
      await readJson(response),
      response.statusText,
      retryAfter,
    );
  }
  return response;
}

/** The name the server gives a file it sends (its Content-Disposition), else `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiFetch<T>(path, { signal }),
  getFresh: <T>(path: string, signal?: AbortSignal) => apiFetch<T>(path, { signal, fresh: true }),
  post: <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiFetch<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiFetch<T>(path, { method: 'DELETE' }),
};
