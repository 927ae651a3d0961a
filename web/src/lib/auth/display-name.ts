import type { User } from './types';

/** The first name shown in the header, or `fallback` for an account without one. */
export const firstNameOf = (user: User, fallback: string) => user.firstName.trim() || fallback;

export const fullNameOf = (user: User) => `${user.firstName} ${user.lastName}`.trim();
