import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-error';
import { AUTH_KEY, currentUserQuery, loginRequest, logoutRequest, signupRequest } from './auth-api';
import { AuthContext, type AuthContextValue, type LogoutOptions } from './auth-context';
import { replaceSession } from './session-cache';
import type { LoginInput, SignupInput } from './types';

const isUnauthenticated = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === 'unauthenticated';

/**
 * Holds the current user, read from GET /api/auth/me, and the operations that change it. Lives
 * inside the router: logging out navigates.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const { data, isPending } = useQuery(currentUserQuery());
  const user = data ?? null;
  // Between the end of the session and the next page, protected pages must not flash the login.
  // So it is held on the page where signing out began, and the next page ends it.
  const [signingOutOn, setSigningOutOn] = useState<string | null>(null);
  const signingOut = signingOutOn === locationKey;
  const currentKey = useRef(locationKey);
  useEffect(() => {
    currentKey.current = locationKey;
  }, [locationKey]);

  // A session that expired on the server shows up as a 401 on any other call.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (
          event.type === 'updated' &&
          event.action.type === 'error' &&
          event.query.queryKey[0] !== AUTH_KEY &&
          isUnauthenticated(event.action.error)
        ) {
          replaceSession(queryClient, null);
        }
      }),
    [queryClient],
  );

  const login = useCallback(
    async (input: LoginInput) => {
      const signedIn = await loginRequest(input);
      replaceSession(queryClient, signedIn);
      return signedIn;
    },
    [queryClient],
  );

  const signup = useCallback(
    async (input: SignupInput) => {
      const created = await signupRequest(input);
      replaceSession(queryClient, created);
      return created;
    },
    [queryClient],
  );

  const logout = useCallback(
    async ({ redirectTo = paths.home }: LogoutOptions = {}) => {
      try {
        await logoutRequest();
      } catch {
        // Offline or already signed out: the session still ends here.
      }
      flushSync(() => setSigningOutOn(currentKey.current));
      replaceSession(queryClient, null);
      await navigate(redirectTo);
    },
    [navigate, queryClient],
  );

  const clearSession = useCallback(() => replaceSession(queryClient, null), [queryClient]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: isPending || signingOut,
      isAdmin: user?.role === 'admin',
      login,
      signup,
      logout,
      clearSession,
    }),
    [user, isPending, signingOut, login, signup, logout, clearSession],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
