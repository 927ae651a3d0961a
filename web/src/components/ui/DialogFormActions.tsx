import type { LucideIcon } from 'lucide-react';
import { Button } from './Button';
import { SubmitButton } from './SubmitButton';

interface DialogFormActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  icon: LucideIcon;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** The submit refused until the form can be sent (a payment not yet possible). */
  disabled?: boolean;
}

/** A dialog form's two actions: cancel, then submit (stacked on a phone, submit on top). */
export function DialogFormActions({
  cancelLabel,
  onCancel,
  confirmLabel,
  ...submit
}: DialogFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <SubmitButton label={confirmLabel} {...submit} />
    </div>
  );
}
