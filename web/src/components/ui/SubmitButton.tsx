import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './Button';

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type' | 'children'> & {
  icon: LucideIcon;
  label: string;
  busyLabel: string;
  /** The request is under way: a spinner and `busyLabel` show, and the button is disabled. */
  busy: boolean;
};

/** A form's primary action; its label says when the request is under way. */
export function SubmitButton({
  icon: Icon,
  label,
  busyLabel,
  busy,
  disabled,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy || disabled} {...props}>
      {busy ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <Icon aria-hidden="true" className="size-5" />
      )}
      {busy ? busyLabel : label}
    </Button>
  );
}
