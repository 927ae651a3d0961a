import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '@/components/SignInPrompt';

/** In place of the dashboard for a visitor: why a login form shows, then the form. */
export function SignInToDashboard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('dashboard');
  return <SignInPrompt message={t('states.loggedOut')}>{children}</SignInPrompt>;
}
