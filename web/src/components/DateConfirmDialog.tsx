import { zodResolver } from '@hookform/resolvers/zod';
import type { LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '@/components/ui/Alert';
import { Dialog } from '@/components/ui/Dialog';
import { DialogFormActions } from '@/components/ui/DialogFormActions';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { isCalendarDate } from '@/lib/forms/rules';

type DateProblem = 'invalid' | 'inFuture';

/** The day asked: a real day (YYYY-MM-DD), not after `latest`. */
const dateSchema = (latest: string) =>
  z.object({
    date: z.string().superRefine((value, context) => {
      if (!isCalendarDate(value)) context.addIssue({ code: 'custom', message: 'invalid' });
      else if (value > latest) context.addIssue({ code: 'custom', message: 'inFuture' });
    }),
  });
type DateInput = z.input<ReturnType<typeof dateSchema>>;
type DateValues = z.output<ReturnType<typeof dateSchema>>;

/** The texts of one use of the dialog, already translated by the caller. */
export interface DateDialogTexts {
  title: string;
  close: string;
  /** The date field's label. */
  label: string;
  confirm: string;
  submitting: string;
  /** The button that closes the dialog and does nothing. */
  cancel: string;
  invalid: string;
  inFuture: string;
  /** The save failed for another reason than the date. */
  failed: string;
}

/**
 * The texts of a use whose strings sit under one prefix with the dialog's own names (`title`,
 * `label`, `inFuture`…): `text` is that prefix's `t`.
 */
export function dateDialogTexts(text: (key: keyof DateDialogTexts) => string): DateDialogTexts {
  return {
    title: text('title'),
    close: text('close'),
    label: text('label'),
    confirm: text('confirm'),
    submitting: text('submitting'),
    cancel: text('cancel'),
    invalid: text('invalid'),
    inFuture: text('inFuture'),
    failed: text('failed'),
  };
}

interface DateConfirmDialogProps<Subject> {
  /** What the day is recorded for; the dialog is open while it is set. */
  subject: Subject | null;
  texts: DateDialogTexts;
  /** The confirm button's icon. */
  icon: LucideIcon;
  /** The latest day accepted, and the one proposed (today, YYYY-MM-DD). */
  latest: string;
  /** The name of the day in the server's `fields` (its refusal is shown on the field). */
  serverField: string;
  pending: boolean;
  onClose: () => void;
  /** Saves the day; a rejection shows the field's or the save's error. */
  onSubmit: (subject: Subject, date: string) => Promise<unknown>;
  /** What recording the day means for this subject, above the field. */
  children: (subject: Subject) => ReactNode;
}

/**
 * Something that happened on a day, today or before (someone left, a place closed): what it
 * means, the day (today by default), then Cancel or confirm.
 */
export function DateConfirmDialog<Subject>({
  subject,
  texts,
  onClose,
  children,
  ...form
}: DateConfirmDialogProps<Subject>) {
  return (
    <Dialog open={subject !== null} onClose={onClose} title={texts.title} closeLabel={texts.close}>
      {subject !== null && (
        <DateForm
          texts={texts}
          onCancel={onClose}
          {...form}
          onSubmit={(date) => form.onSubmit(subject, date)}
        >
          {children(subject)}
        </DateForm>
      )}
    </Dialog>
  );
}

interface DateFormProps {
  texts: DateDialogTexts;
  icon: LucideIcon;
  latest: string;
  serverField: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (date: string) => Promise<unknown>;
  children: ReactNode;
}

function DateForm({
  texts,
  icon,
  latest,
  serverField,
  pending,
  onCancel,
  onSubmit,
  children,
}: DateFormProps) {
  const [failed, setFailed] = useState(false);
  const form = useForm<DateInput, unknown, DateValues>({
    resolver: zodResolver(dateSchema(latest)),
    defaultValues: { date: latest },
  });
  const problem = form.formState.errors.date?.message as DateProblem | undefined;

  const submit = async ({ date }: DateValues) => {
    setFailed(false);
    try {
      await onSubmit(date);
    } catch (failure) {
      const reason = failure instanceof ApiError ? failure.fields[serverField] : undefined;
      if (reason) {
        form.setError(
          'date',
          { message: reason === 'in-future' ? 'inFuture' : 'invalid' },
          { shouldFocus: true },
        );
      } else setFailed(true);
    }
  };

  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit(submit)}>
      <div className="space-y-2 text-slate-700">{children}</div>
      <TextField
        type="date"
        label={texts.label}
        max={latest}
        required
        error={problem && texts[problem]}
        {...form.register('date')}
      />
      {failed && <Alert>{texts.failed}</Alert>}
      <DialogFormActions
        cancelLabel={texts.cancel}
        onCancel={onCancel}
        icon={icon}
        confirmLabel={texts.confirm}
        busyLabel={texts.submitting}
        busy={pending}
      />
    </form>
  );
}
