import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import type { BusyButtonProps } from '@/components/ui/BusyButton';
import { SubmitButton } from '@/components/ui/SubmitButton';

type FormSubmitProps = Omit<BusyButtonProps, 'type'> & {
  /** Why the whole form was refused, shown above the button. */
  error?: ReactNode;
};

/** The end of a form: its error, if any, then its primary action (the width of the form). */
export function FormSubmit({ error, className = 'w-full', ...button }: FormSubmitProps) {
  return (
    <>
      {error && <Alert>{error}</Alert>}
      <SubmitButton className={className} {...button} />
    </>
  );
}
