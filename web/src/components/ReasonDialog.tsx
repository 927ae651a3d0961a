import { zodResolver } from '@hookform/resolvers/zod';
import { Check } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { REASON_MAX_LENGTH, ReasonField } from '@/components/forms/ReasonField';
import { Alert } from '@/components/ui/Alert';
import { Dialog } from '@/components/ui/Dialog';
import { DialogFormActions } from '@/components/ui/DialogFormActions';
import { ApiError } from '@/lib/api/api-error';
import { showServerFieldErrors } from '@/lib/forms/server-errors';

const reasonSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'required' })
    .max(REASON_MAX_LENGTH, { error: 'tooLong' }),
});
type ReasonInput = z.input<typeof reasonSchema>;
type ReasonValues = z.output<typeof reasonSchema>;

/** The texts of one use of the dialog, already translated by the caller. */
export interface ReasonDialogTexts {
  title: string;
  close: string;
  label: string;
  hint: string;
  confirm: string;
  submitting: string;
  cancel: string;
  required: string;
  tooLong: string;
  saveFailed: string;
}

/**
 * The texts of a use whose strings sit under one prefix with the dialog's own names (`title`,
 * `label`, `required`…): `text` is that prefix's `t`.
 */
export function reasonDialogTexts(
  text: (key: keyof ReasonDialogTexts) => string,
): ReasonDialogTexts {
  return {
    title: text('title'),
    close: text('close'),
    label: text('label'),
    hint: text('hint'),
    confirm: text('confirm'),
    submitting: text('submitting'),
    cancel: text('cancel'),
    required: text('required'),
    tooLong: text('tooLong'),
    saveFailed: text('saveFailed'),
  };
}

interface ReasonDialogProps {
  open: boolean;
  texts: ReasonDialogTexts;
  /** What the admin is about to do, above the field. */
  intro: ReactNode;
  /** The name of the reason in the server's `fields` (a 422 on it is shown on the field). */
  serverField: string;
  pending: boolean;
  onClose: () => void;
  /** Saves the reason; a rejection shows the field's or the save's error. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/**
 * An admin's action that must be explained in a few words (a refund handled, a certificate issued
 * without attendance): a required reason with its character count, confirm and cancel.
 */
export function ReasonDialog({ open, texts, onClose, ...form }: ReasonDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={texts.title} closeLabel={texts.close}>
      {open && <ReasonForm texts={texts} onCancel={onClose} {...form} />}
    </Dialog>
  );
}

function ReasonForm({
  texts,
  intro,
  serverField,
  pending,
  onCancel,
  onSubmit,
}: Omit<ReasonDialogProps, 'open' | 'onClose'> & { onCancel: () => void }) {
  const [saveFailed, setSaveFailed] = useState(false);
  const form = useForm<ReasonInput, unknown, ReasonValues>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const length = useWatch({ control: form.control, name: 'reason' }).length;
  const error = form.formState.errors.reason?.message;

  const submit = async ({ reason }: ReasonValues) => {
    setSaveFailed(false);
    try {
      await onSubmit(reason);
    } catch (failure) {
      const reason = failure instanceof ApiError ? failure.fields[serverField] : undefined;
      if (reason)
        showServerFieldErrors(form.setError, {
          reason: reason === 'too-long' ? 'tooLong' : 'required',
        });
      else setSaveFailed(true);
    }
  };

  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit(submit)}>
      <div className="space-y-2 text-slate-700">{intro}</div>
      <ReasonField
        label={texts.label}
        hint={texts.hint}
        error={error === 'tooLong' ? texts.tooLong : error ? texts.required : undefined}
        rows={4}
        length={length}
        {...form.register('reason')}
      />
      {saveFailed && <Alert>{texts.saveFailed}</Alert>}
      <DialogFormActions
        cancelLabel={texts.cancel}
        onCancel={onCancel}
        icon={Check}
        confirmLabel={texts.confirm}
        busyLabel={texts.submitting}
        busy={pending}
      />
    </form>
  );
}
