import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * What follows an account's deletion: the home page, which shows `notice`, then every cached answer
 * of the account forgotten, as signing out does. The session is forgotten when the calling
 * component unmounts, once the home page has replaced the dashboard: forgetting it while the
 * dashboard is still shown (the home page may still be loading) would flash the dashboard's login
 * form. Returns the function to call once the server has deleted the account.
 */
export function useLeaveDeletedAccount(notice: string) {
  const navigate = useNavigate();
  const { clearSession } = useAuth();
  const deleted = useRef(false);

  useEffect(
    () => () => {
      if (deleted.current) clearSession();
    },
    [clearSession],
  );

  return () => {
    deleted.current = true;
    void navigate(paths.home, { state: { notice } });
  };
}
