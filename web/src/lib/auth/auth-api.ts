import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { api } from '@/lib/api/client';
import type { ResponseBody } from '@/lib/api/types';
import type { LoginInput, SignupInput, User } from './types';

/** Every query about the session starts with this key; other queries hold per-user data. */
export const AUTH_KEY = 'auth';
export const currentUserKey = [AUTH_KEY, 'me'] as const;

/** The signed-in user, or null for a visitor (the server answers 200 with no user). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<User | null> {
  try {
    const { user } = await api.get<ResponseBody<'/api/auth/me'>>('/api/auth/me', signal);
    return user ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
  });

export async function loginRequest(input: LoginInput): Promise<User> {
  return (await api.post<ResponseBody<'/api/auth/login', 'post'>>('/api/auth/login', input)).user;
}

export async function signupRequest(input: SignupInput): Promise<User> {
  return (await api.post<ResponseBody<'/api/auth/signup', 'post'>>('/api/auth/signup', input)).user;
}

export function logoutRequest(): Promise<unknown> {
  return api.post('/api/auth/logout');
}
