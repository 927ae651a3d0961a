import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '@/components/SignInPrompt';

/** In place of a company page for a visitor: why a login form shows, then the form. */
export function SignInToCompanies({ children }: { children: ReactNode }) {
  const { t } = useTranslation('companies');
  return <SignInPrompt message={t('signIn')}>{children}</SignInPrompt>;
}
