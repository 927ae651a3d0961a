import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInPrompt } from '@/components/SignInPrompt';

/** In place of an instructor's page for a visitor: why a login form shows, then the form. */
export function SignInToInstructor({ children }: { children: ReactNode }) {
  const { t } = useTranslation('instructor');
  return <SignInPrompt message={t('signIn')}>{children}</SignInPrompt>;
}
