import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { DialogFormActions } from '@/components/ui/DialogFormActions';
import { FieldError } from '@/components/ui/FieldError';
import { WholeNumberField } from '@/components/ui/WholeNumberField';
import { ApiError } from '@/lib/api/api-error';
import { useCourses } from '@/lib/api/get-courses';
import { paymentsConfigKey } from '@/lib/api/get-payments-config';
import { useSessions } from '@/lib/api/get-sessions';
import { formatWholeNumber } from '@/lib/format/number';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useLanguage } from '@/lib/i18n/use-language';
import { useBookTeam } from '../api/book-team';
import { companyKeys } from '../api/keys';
import type { Company, TeamBookingDetails } from '../api/types';
import { useTeamPaymentOptions, type TeamPaymentMethod } from '../hooks/use-team-payment-options';
import {
  MAX_TEAM_SEATS,
  seatCount,
  teamBookingErrorsFromServer,
  teamBookingFailure,
  teamBookingSchema,
  toNewTeamBooking,
  type TeamBookingFailure,
  type TeamBookingFormInput,
  type TeamBookingFormValues,
} from '../team-booking-schema';
import { useErrorText } from '../use-error-text';
import { CourseSessionFields } from './CourseSessionFields';
import { EmployeeChecklist } from './EmployeeChecklist';
import { PeopleFields } from './PeopleFields';
import { TeamBookingSummary } from './TeamBookingSummary';
import { TeamPaymentMethodField } from './TeamPaymentMethodField';

/** What the form opens on: by default nothing chosen. */
export interface TeamBookingStart {
  courseId: number;
  sessionId: number;
  /** Seats to name later. */
  unnamed: number;
}

const startOf = (
  paymentMethod: TeamPaymentMethod,
  start?: TeamBookingStart,
): TeamBookingFormInput => ({
  courseId: start ? String(start.courseId) : '',
  sessionId: start?.sessionId ? String(start.sessionId) : '',
  attendees: { employeeIds: [], people: [], unnamed: start?.unnamed ? String(start.unnamed) : '' },
  paymentMethod,
});

interface TeamBookingFormProps {
  company: Company;
  start?: TeamBookingStart;
  onBooked: (booked: TeamBookingDetails) => void;
  onCancel: () => void;
}

/**
 * Books a team on one session: the course, the session, then the attendees (employees checked in
 * the list, people typed in and seats to name later), and how the company pays: on invoice once
 * the office approved its credit, by card while the server takes cards (without either, the form
 * says why and cannot be sent). Every seat or none: a refusal says that no seat was taken, and why.
 */
export function TeamBookingForm({ company, start, onBooked, onCancel }: TeamBookingFormProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const book = useBookTeam(company.id);
  const payment = useTeamPaymentOptions(company);
  const [failure, setFailure] = useState<TeamBookingFailure | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors },
  } = useForm<TeamBookingFormInput, unknown, TeamBookingFormValues>({
    resolver: zodResolver(teamBookingSchema),
    defaultValues: startOf(payment.methods[0] ?? 'invoice', start),
  });
  const [courseId, sessionId, attendees, paymentMethod] = useWatch({
    control,
    name: ['courseId', 'sessionId', 'attendees', 'paymentMethod'],
  });
  const canPay = payment.methods.includes(paymentMethod);
  const courses = useCourses(language);
  const sessions = useSessions(courseId ? Number(courseId) : null);
  const course = courses.data?.find((candidate) => String(candidate.id) === courseId);
  const session = courseId
    ? sessions.data?.find((candidate) => String(candidate.id) === sessionId)
    : undefined;
  const seats = seatCount(attendees);

  // The form opens on its first question.
  useEffect(() => setFocus('courseId'), [setFocus]);

  // The list of courses fills in after the form opens: the course it opens on is chosen then.
  const coursesLoaded = courses.data !== undefined;
  useEffect(() => {
    if (coursesLoaded && start) setValue('courseId', String(start.courseId));
  }, [coursesLoaded, start, setValue]);

  // A course with one session that can be booked: it is chosen (issue 42); with several, the manager
  // picks. Only while none is chosen, so a choice is never undone.
  const open = sessions.data?.filter((item) => item.status === 'scheduled' && item.seatsLeft > 0);
  const onlySession = courseId && open?.length === 1 ? String(open[0]?.id) : '';
  useEffect(() => {
    if (onlySession && !sessionId) setValue('sessionId', onlySession);
  }, [onlySession, sessionId, setValue]);

  // Card payments start or stop (the settings are read, or read again): a method offered is kept.
  const firstMethod = payment.methods[0];
  useEffect(() => {
    if (!canPay && firstMethod) setValue('paymentMethod', firstMethod);
  }, [canPay, firstMethod, setValue]);

  const onSubmit = (values: TeamBookingFormValues) => {
    setFailure(null);
    if (!canPay) return;
    if (session && seats > session.seatsLeft) {
      setFailure('notEnoughSeats');
      return;
    }
    book.mutate(
      { courseId: Number(values.courseId), body: toNewTeamBooking(values) },
      {
        onSuccess: onBooked,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 400) {
            const fields = teamBookingErrorsFromServer(
              error.fields,
              values.attendees.employeeIds.length,
            );
            if (showServerFieldErrors(setError, fields)) return;
          }
          const refused = teamBookingFailure(error);
          // The company's credit changed under the page: its details say so too.
          if (refused === 'creditNotApproved') {
            void queryClient.invalidateQueries({ queryKey: companyKeys.detail(company.id) });
          }
          // The server stopped taking cards: the choice of methods says so too.
          if (refused === 'paymentsUnavailable') {
            void queryClient.invalidateQueries({ queryKey: paymentsConfigKey });
          }
          setFailure(refused);
        },
      },
    );
  };

  const attendeesError = errors.attendees?.message ?? errors.attendees?.root?.message;

  return (
    <form noValidate className="space-y-6" onSubmit={handleSubmit(onSubmit)}>
      <CourseSessionFields
        courses={courses}
        sessions={sessions}
        courseChosen={courseId !== ''}
        courseField={register('courseId', { onChange: () => setValue('sessionId', '') })}
        sessionField={register('sessionId')}
        courseError={errorText(errors.courseId?.message)}
        sessionError={errorText(errors.sessionId?.message)}
      />
      <fieldset className="min-w-0 space-y-5">
        <legend className="text-base font-bold text-slate-900">{t('teamForm.attendees')}</legend>
        <p className="-mt-3 text-sm text-slate-600">{t('teamForm.attendeesHint')}</p>
        <Controller
          control={control}
          name="attendees.employeeIds"
          render={({ field }) => (
            <EmployeeChecklist
              companyId={company.id}
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={errorText(errors.attendees?.employeeIds?.message)}
            />
          )}
        />
        <PeopleFields control={control} register={register} errors={errors} />
        <WholeNumberField
          label={t('teamForm.unnamed')}
          hint={t('teamForm.unnamedHint')}
          min={0}
          max={MAX_TEAM_SEATS}
          className="sm:max-w-40"
          error={errorText(errors.attendees?.unnamed?.message)}
          {...register('attendees.unnamed')}
        />
        <FieldError role="alert">{errorText(attendeesError)}</FieldError>
      </fieldset>
      <TeamPaymentMethodField
        options={payment}
        field={register('paymentMethod')}
        error={errorText(errors.paymentMethod?.message)}
      />
      <TeamBookingSummary
        seats={seats}
        course={course}
        session={session}
        billingEmail={company.billingEmail}
        paymentMethod={canPay ? paymentMethod : null}
      />
      {failure && (
        <Alert>
          {t(`teamForm.failures.${failure}`, {
            count: session?.seatsLeft ?? 0,
            shown: formatWholeNumber(Math.max(0, session?.seatsLeft ?? 0), language),
          })}
        </Alert>
      )}
      <DialogFormActions
        cancelLabel={t('teamForm.cancel')}
        onCancel={onCancel}
        icon={CalendarCheck}
        confirmLabel={t('teamForm.submit')}
        busyLabel={t('teamForm.submitting')}
        busy={book.isPending}
        disabled={!canPay}
      />
    </form>
  );
}
