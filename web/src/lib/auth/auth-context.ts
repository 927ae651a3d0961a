import { createContext, useContext } from 'react';
import type { LoginInput, Role, SignupInput, User } from './types';

export interface LogoutOptions {
  /** Where to go once signed out; the home page by default. */
  redirectTo?: string;
}

export interface AuthContextValue {
  /** The signed-in user, or null (also while loading). */
  user: User | null;
  /** True until the first answer of GET /api/auth/me. */
  isLoading: boolean;
  isAdmin: boolean;
  /** Signs in; rejects with the ApiError of the server. */
  login: (input: LoginInput) => Promise<User>;
  /** Creates a student account and signs in; rejects with the ApiError of the server. */
  signup: (input: SignupInput) => Promise<User>;
  /** Ends the session (locally even when the server cannot be reached), then navigates. */
  logout: (options?: LogoutOptions) => Promise<void>;
  /** Forgets the session locally, e.g. after the server ended it (password reset). */
  clearSession: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

/**
 * The role or roles a protected page requires ('any' for a page of every signed-in user), when
 * its login form is shown in its place.
 */
export const RequiredRoleContext = createContext<Role | readonly Role[] | 'any' | null>(null);

export const useRequiredRole = () => useContext(RequiredRoleContext);
