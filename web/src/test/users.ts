/* Vitest only: a sample account, and the fake API with a session (or none). */
import type { User } from '@/lib/auth/types';
import { jsonResponse, mockApi, type Routes } from './api';

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

/** The fake API with GET /api/auth/me answering `user` (or no user, as for a visitor), plus `routes`. */
export function mockSession(user: User | null, routes: Routes = {}) {
  return mockApi({
    'GET /api/auth/me': () => jsonResponse(200, { user: user ?? null }),
    'POST /api/auth/logout': () => new Response(null, { status: 204 }),
    ...routes,
  });
}
