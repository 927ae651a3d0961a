import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { useAuth } from './auth-context';

/**
 * Ends the session, forgets every cached answer and goes to `redirectTo` (the login page by
 * default, as the admin side bar wants), even offline.
 */
export function useLogout(redirectTo: string = paths.login) {
  const { logout } = useAuth();
  return useMutation({ mutationFn: () => logout({ redirectTo }) });
}
