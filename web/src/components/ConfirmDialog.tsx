import type { ReactNode } from 'react';
import { Alert } from './ui/Alert';
import { BusyButton, type BusyButtonProps } from './ui/BusyButton';
import { Button } from './ui/Button';
import { Dialog } from './ui/Dialog';

interface ConfirmDialogProps<Subject> {
  /** What is to be done to; the dialog is open while it is set. */
  subject: Subject | null;
  title: string;
  closeLabel: string;
  /** The button that closes the dialog and does nothing. */
  keepLabel: string;
  /**
   * The button that does it. With `busyLabel`, a spinner and those words while the request is
   * under way; without, it is only disabled then.
   */
  confirm: Pick<BusyButtonProps, 'icon' | 'label'> & { busyLabel?: string };
  busy: boolean;
  /** Why the last try failed, above the buttons. */
  error?: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** What doing it means for this subject. */
  children: (subject: Subject) => ReactNode;
}

/** Something final (a removal, a cancellation) is confirmed first: what it does, then Keep or do it. */
export function ConfirmDialog<Subject>({
  subject,
  title,
  closeLabel,
  keepLabel,
  confirm,
  busy,
  error,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps<Subject>) {
  const { icon: Icon, label, busyLabel } = confirm;
  return (
    <Dialog open={subject !== null} onClose={onClose} title={title} closeLabel={closeLabel}>
      {subject !== null && (
        <>
          {children(subject)}
          {error && <Alert className="mt-4">{error}</Alert>}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose}>
              {keepLabel}
            </Button>
            {busyLabel ? (
              <BusyButton {...confirm} busyLabel={busyLabel} busy={busy} onClick={onConfirm} />
            ) : (
              <Button onClick={onConfirm} disabled={busy}>
                <Icon aria-hidden="true" className="size-5" />
                {label}
              </Button>
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}
