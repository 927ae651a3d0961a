import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import type { BusyButtonProps } from '@/components/ui/BusyButton';
import { SubmitButton } from '@/components/ui/SubmitButton';

type FormSubmitProps = Omit<BusyButtonProps, 'type'> & {
  /** Why the whole form was refused, shown above the button. */
  error?: ReactNode;
  /** The button at the form's end and at its own width on a wide screen (still full on a phone). */
  atEnd?: boolean;
};

/** The end of a form: its error, if any, then its primary action (the width of the form). */
export function FormSubmit({
  error,
  atEnd = false,
  className = atEnd ? 'w-full sm:w-auto' : 'w-full',
  ...button
}: FormSubmitProps) {
  const submit = <SubmitButton className={className} {...button} />;
  return (
    <>
      {error && <Alert>{error}</Alert>}
      {atEnd ? <div className="flex justify-end">{submit}</div> : submit}
    </>
  );
}
