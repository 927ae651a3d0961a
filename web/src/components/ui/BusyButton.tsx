import { LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './Button';

export type BusyButtonProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  icon: LucideIcon;
  label: string;
  busyLabel: string;
  /** The request is under way: a spinner and `busyLabel` show, and the button is disabled. */
  busy: boolean;
};

/** A button that starts a request; its label says when the request is under way. */
export function BusyButton({
  icon: Icon,
  label,
  busyLabel,
  busy,
  disabled,
  ...props
}: BusyButtonProps) {
  return (
    <Button disabled={busy || disabled} {...props}>
      {busy ? (
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
      ) : (
        <Icon aria-hidden="true" className="size-5" />
      )}
      {busy ? busyLabel : label}
    </Button>
  );
}
