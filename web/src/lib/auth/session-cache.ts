import type { QueryClient } from '@tanstack/react-query';
import { AUTH_KEY, currentUserKey } from './auth-api';
import type { User } from './types';

/**
 * Records who is signed in (or that nobody is) and forgets every other cached answer: they
 * belonged to the previous session.
 */
export function replaceSession(queryClient: QueryClient, user: User | null) {
  void queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== AUTH_KEY });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_KEY });
  queryClient.setQueryData(currentUserKey, user);
}
