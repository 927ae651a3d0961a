import type { ReactNode } from 'react';
import { AuthChecking } from './AuthChecking';
import { RequiredRoleContext, useAuth } from './auth-context';
import type { Role } from './types';

interface ProtectedRouteProps {
  /** The role that may see the page, or the roles (a session's roster: instructors and the office). */
  role: Role | readonly Role[];
  children: ReactNode;
  /** Shown in place (the address stays) to a visitor who is not signed in. */
  signIn: ReactNode;
  /** Shown in place to a signed-in user of another role. */
  forbidden: ReactNode;
  /** Shown while the session is checked. */
  checking?: ReactNode;
}

/**
 * Shows `children` only to a user of `role` (or of one of the roles). A convenience: the server
 * checks every call.
 */
export function ProtectedRoute({
  role,
  children,
  signIn,
  forbidden,
  checking,
}: ProtectedRouteProps) {
  const { user, isLoading } = useAuth();
  if (isLoading) return checking ?? <AuthChecking />;
  if (!user) return <RequiredRoleContext value={role}>{signIn}</RequiredRoleContext>;
  const allowed: readonly Role[] = typeof role === 'string' ? [role] : role;
  if (!allowed.includes(user.role)) return forbidden;
  return children;
}
