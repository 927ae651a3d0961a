import type { ReactNode } from 'react';
import { AuthChecking } from './AuthChecking';
import { RequiredRoleContext, useAuth } from './auth-context';

interface SignedInRouteProps {
  children: ReactNode;
  /** Shown in place (the address stays) to a visitor who is not signed in. */
  signIn: ReactNode;
}

/**
 * Shows `children` to anyone signed in, whatever their role (a student or an admin may manage a
 * company). A convenience: the server checks every call.
 */
export function SignedInRoute({ children, signIn }: SignedInRouteProps) {
  const { user, isLoading } = useAuth();
  if (isLoading) return <AuthChecking />;
  if (!user) return <RequiredRoleContext value="any">{signIn}</RequiredRoleContext>;
  return children;
}
