import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';

/** In place of an instructor's page for a visitor: why a login form shows, then the form. */
export function SignInToInstructor({ children }: { children: ReactNode }) {
  const { t } = useTranslation('instructor');
  return (
    <>
      <div className="bg-surface px-4 pt-8 sm:pt-12">
        <Alert tone="info" className="mx-auto max-w-md">
          {t('signIn')}
        </Alert>
      </div>
      {children}
    </>
  );
}
