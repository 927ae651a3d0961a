import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SessionWhen } from '@/components/SessionWhen';
import { PersonFields } from '@/components/forms/PersonFields';
import { ChoiceFieldset } from '@/components/forms/ChoiceFieldset';
import { RadioChoices } from '@/components/forms/RadioChoices';
import { Alert } from '@/components/ui/Alert';
import { Dialog } from '@/components/ui/Dialog';
import { DialogFormActions } from '@/components/ui/DialogFormActions';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { personFieldLabels, registerPersonFields } from '@/lib/forms/person-fields';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { LANGUAGES } from '@/lib/i18n/languages';
import { useBookAttendee } from '../api/book-attendee';
import type { AdminBooking, AdminSession } from '../api/types';
import {
  bookAttendeeErrorOutcome,
  bookAttendeeFields,
  bookAttendeeSchema,
  OFFICE_PAYMENT_METHODS,
  toOfficeBooking,
  type BookAttendeeErrorKey,
  type BookAttendeeInput,
  type BookAttendeeValues,
} from '../book-attendee-schema';

interface BookAttendeeDialogProps {
  /** The session to book someone on; the dialog is open while it is set. */
  session: AdminSession | null;
  onClose: () => void;
  onBooked: (booking: AdminBooking) => void;
}

/**
 * The office books a person on a session, paid at the office (cash or Interac): someone who
 * called, or someone who took a class given before it was entered, whose session has begun (no
 * confirmation email then; the certificate comes when the list is signed).
 */
export function BookAttendeeDialog({ session, onClose, onBooked }: BookAttendeeDialogProps) {
  const { t } = useTranslation('adminBookings', { keyPrefix: 'sessions' });
  return (
    <Dialog
      open={session !== null}
      onClose={onClose}
      title={t('book.title')}
      description={session?.course.title}
      closeLabel={t('book.close')}
    >
      {session && (
        <BookAttendeeForm
          key={session.id}
          session={session}
          onBooked={onBooked}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}

interface BookAttendeeFormProps {
  session: AdminSession;
  onBooked: (booking: AdminBooking) => void;
  onCancel: () => void;
}

function BookAttendeeForm({ session, onBooked, onCancel }: BookAttendeeFormProps) {
  const { t } = useTranslation('adminBookings', { keyPrefix: 'sessions' });
  const { t: common } = useTranslation();
  const book = useBookAttendee();
  const [problem, setProblem] = useState<BookAttendeeErrorKey | null>(null);
  // Begun when the dialog opened: a class already given, or under way, is not announced.
  const [given] = useState(() => Date.parse(session.startsAt) <= Date.now());
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BookAttendeeInput, unknown, BookAttendeeValues>({
    resolver: zodResolver(bookAttendeeSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      language: 'fr',
      specialRequests: '',
    },
  });
  const errorText = (key: string | undefined) =>
    key ? t(`book.errors.${key as BookAttendeeErrorKey}`) : undefined;

  const submit = (values: BookAttendeeValues) => {
    setProblem(null);
    book.mutate(
      { sessionId: session.id, request: toOfficeBooking(values) },
      {
        onSuccess: onBooked,
        onError: (error) => {
          const outcome = bookAttendeeErrorOutcome(error);
          showServerFieldErrors(setError, outcome.fields, bookAttendeeFields);
          setProblem(outcome.form);
        },
      },
    );
  };

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(submit)}>
      <p className="text-sm font-semibold text-slate-900" data-testid="book-session-when">
        <SessionWhen session={session} stacked />
      </p>
      {given && <Alert tone="info">{t('book.past')}</Alert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields
          labels={personFieldLabels(t, 'book')}
          fields={registerPersonFields(register)}
          error={(name) => errorText(errors[name]?.message)}
        />
      </div>
      <ChoiceFieldset legend={t('book.language')} error={errorText(errors.language?.message)}>
        <RadioChoices
          options={LANGUAGES}
          field={register('language')}
          label={(code) => <span lang={code}>{t(`book.languages.${code}`)}</span>}
        />
      </ChoiceFieldset>
      <ChoiceFieldset
        legend={t('book.paymentMethod')}
        error={errorText(errors.paymentMethod?.message)}
      >
        <RadioChoices
          options={OFFICE_PAYMENT_METHODS}
          field={register('paymentMethod')}
          label={(method) => common(`bookingState.method.${method}`)}
        />
      </ChoiceFieldset>
      <TextAreaField
        rows={3}
        label={t('book.specialRequests')}
        error={errorText(errors.specialRequests?.message)}
        maxLength={2000}
        {...register('specialRequests')}
      />
      {problem && <Alert>{t(`book.errors.${problem}`)}</Alert>}
      <DialogFormActions
        cancelLabel={t('book.cancel')}
        onCancel={onCancel}
        icon={UserPlus}
        confirmLabel={t('book.submit')}
        busyLabel={t('book.submitting')}
        busy={book.isPending}
      />
    </form>
  );
}
