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
}

/** A dialog form's two actions: cancel, then submit (stacked on a phone, submit on top). */
export function DialogFormActions({
  cancelLabel,
  onCancel,
  icon,
  confirmLabel,
  busyLabel,
  busy,
}: DialogFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <SubmitButton icon={icon} label={confirmLabel} busyLabel={busyLabel} busy={busy} />
    </div>
  );
}
