import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';

/** In place of a page for a visitor: why a login form shows (`message`), then the form. */
export function SignInPrompt({ message, children }: { message: string; children: ReactNode }) {
  return (
    <>
      <div className="bg-surface px-4 pt-8 sm:pt-12">
        <Alert tone="info" className="mx-auto max-w-md">
          {message}
        </Alert>
      </div>
      {children}
    </>
  );
}
