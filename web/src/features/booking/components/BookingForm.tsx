import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, Link } from 'react-router';
import { usePaymentProblemText } from '@/components/payment/use-payment-problem-text';
import { richText } from '@/components/rich-text';
import { termsLinks } from '@/components/TermsLinks';
import { courseKeys } from '@/lib/api/course-keys';
import { cardKeyOf, paymentsConfigKey, type PaymentsConfig } from '@/lib/api/get-payments-config';
import { useSessions } from '@/lib/api/get-sessions';
import { quebecDateOf, todayInQuebec } from '@/lib/format/quebec-time';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useLanguage } from '@/lib/i18n/use-language';
import { createBooking } from '../api/create-booking';
import type { BookableCourse, BookingRequest, PaymentMethod } from '../api/types';
import { useCardPayment, type BookingPaymentProblem } from '../hooks/use-card-payment';
import {
  bookingFields,
  bookingSchema,
  type BookingErrorKey,
  type BookingFormInput,
  type BookingFormValues,
  type BookingSchemaOptions,
} from '../schema';
import { bookingErrorOutcome } from '../server-errors';
import { successPath } from '../success-path';
import { previewTaxes } from '../taxes';
import { AccountPrefill } from './AccountPrefill';
import { CourseSection } from './CourseSection';
import { PaymentSection, type Banner } from './PaymentSection';
import type { CardBlock } from './PaymentMethodPicker';
import { PersonalDetailsSection } from './PersonalDetailsSection';
import { RequestsSection } from './RequestsSection';
import { teamBookingPath } from '../team-booking-path';

interface BookingFormProps {
  courses: readonly BookableCourse[];
  /** undefined when the server's payment settings could not be read: cards are then off. */
  paymentsConfig: PaymentsConfig | undefined;
  /** The course to start with ('' for none). */
  initialCourseId: string;
}

function toRequest(
  values: BookingFormValues,
  language: BookingRequest['language'],
): BookingRequest {
  const optional = (value: string) => value || undefined;
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: optional(values.phone),
    courseId: Number(values.courseId),
    sessionId: values.sessionId ? Number(values.sessionId) : undefined,
    preferredDate: values.sessionId ? undefined : optional(values.preferredDate),
    specialRequests: optional(values.specialRequests),
    paymentMethod: values.paymentMethod,
    language,
    newsConsent: values.newsConsent,
  };
}

/** The booking form: details, course and session, requests, payment; saves then pays. */
export function BookingForm({ courses, paymentsConfig, initialCourseId }: BookingFormProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [signedIn, setSignedIn] = useState(false);
  const today = todayInQuebec();
  const { cardRef, held, forget, check, pay } = useCardPayment();
  const rules = useRef<BookingSchemaOptions>({ today, when: 'date' });
  const [banner, setBanner] = useState<Banner | null>(null);
  const publishableKey = cardKeyOf(paymentsConfig);
  const cardsOn = publishableKey !== null;
  const initialCourse = courses.find((course) => String(course.id) === initialCourseId);
  const defaultMethod: PaymentMethod =
    cardsOn && (initialCourse?.priceCents ?? 1) > 0 ? 'card' : 'interac';

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    reset,
    subscribe,
    control,
    formState: { errors, isSubmitting },
  } = useForm<BookingFormInput, unknown, BookingFormValues>({
    // Validates with the rules of the moment: a session or a date, depending on the course.
    resolver: (values, context, options) =>
      zodResolver(bookingSchema(rules.current))(values, context, options),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      newsConsent: false,
      courseId: initialCourse ? initialCourseId : '',
      sessionId: '',
      preferredDate: '',
      specialRequests: '',
      paymentMethod: defaultMethod,
    },
  });
  const [courseId, sessionId, paymentMethod] = useWatch({
    control,
    name: ['courseId', 'sessionId', 'paymentMethod'],
  });
  const course = courses.find((candidate) => String(candidate.id) === courseId) ?? null;
  const sessions = useSessions(course?.id ?? null);
  const scheduled = sessions.data?.filter((session) => session.status === 'scheduled') ?? [];
  const chosenSession = scheduled.find((session) => String(session.id) === sessionId);
  const sessionsReady = course === null || sessions.isSuccess;
  // Sessions with free seats ask for one of them; otherwise a preferred date.
  const when = scheduled.some((session) => session.seatsLeft > 0) ? 'session' : 'date';
  useLayoutEffect(() => {
    rules.current = { today, when };
  }, [today, when]);

  const cardBlock: CardBlock = !cardsOn
    ? 'cardUnavailable'
    : course && course.priceCents === 0
      ? 'cardFree'
      : null;
  const amounts = useMemo(() => (course ? previewTaxes(course.priceCents) : null), [course]);
  // Another course: its sessions and dates replace the last one's, and so do their errors.
  const onCourseChange = useCallback(() => {
    setValue('sessionId', '');
    clearErrors(['sessionId', 'preferredDate']);
  }, [setValue, clearErrors]);
  const errorText = (key: string | undefined) =>
    key ? t(`errors.${key as BookingErrorKey}`) : undefined;

  // Card cannot be kept when it is not offered (no Stripe keys, or a free course).
  useEffect(() => {
    if (paymentMethod === 'card' && cardBlock !== null) setValue('paymentMethod', 'interac');
  }, [paymentMethod, cardBlock, setValue]);

  // Any change to what was booked means a new booking: forget the unpaid one.
  useEffect(
    () => subscribe({ formState: { values: true }, callback: forget }),
    [subscribe, forget],
  );

  const problemText = usePaymentProblemText((key: BookingErrorKey) => t(`errors.${key}`));
  const showProblem = (problem: BookingPaymentProblem) =>
    setBanner({ tone: 'error', text: problemText(problem) });

  async function onSubmit(values: BookingFormValues) {
    setBanner(null);
    const byCard = values.paymentMethod === 'card';
    if (byCard) {
      const problem = await check();
      if (problem) return showProblem(problem);
    }

    let created = byCard ? held : null;
    if (!created) {
      try {
        created = await createBooking(toRequest(values, language));
      } catch (error) {
        const outcome = bookingErrorOutcome(error);
        showServerFieldErrors(setError, outcome.fields, bookingFields);
        if (outcome.refreshSessions && course) {
          setValue('sessionId', '');
          void queryClient.invalidateQueries({ queryKey: courseKeys.sessions(course.id) });
        }
        if (outcome.form === 'paymentsUnavailable') {
          void queryClient.invalidateQueries({ queryKey: paymentsConfigKey });
        }
        setBanner({ tone: 'error', text: t(`errors.${outcome.form}`) });
        return;
      }
    }

    if (byCard) {
      showProblem(await pay(created));
      return;
    }

    setBanner({ tone: 'success', key: 'submit.success' });
    reset({ ...getValues(), specialRequests: '', paymentMethod: cardBlock ? 'interac' : 'card' });
    await navigate(successPath(created.booking.id, created.accessToken), {
      state: { booking: created.booking, submitted: true },
    });
  }

  const courseDate = chosenSession ? quebecDateOf(chosenSession.startsAt) : null;

  return (
    <form noValidate className="space-y-6" onSubmit={handleSubmit(onSubmit)}>
      <AccountPrefill getValues={getValues} setValue={setValue} onSignedIn={setSignedIn} />
      <PersonalDetailsSection
        register={register}
        signedIn={signedIn}
        firstNameError={errorText(errors.firstName?.message)}
        lastNameError={errorText(errors.lastName?.message)}
        emailError={errorText(errors.email?.message)}
        phoneError={errorText(errors.phone?.message)}
      />
      <CourseSection
        register={register}
        courses={courses}
        courseId={courseId}
        onCourseChange={onCourseChange}
        today={today}
        courseError={errorText(errors.courseId?.message)}
        sessionError={errorText(errors.sessionId?.message)}
        dateError={errorText(errors.preferredDate?.message)}
      />
      <p className="text-sm text-slate-700" data-testid="team-booking-link">
        {t('team.question')}{' '}
        <Link
          to={teamBookingPath(courseId, sessionId)}
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          {t('team.link')}
        </Link>
      </p>
      <RequestsSection register={register} error={errorText(errors.specialRequests?.message)} />
      <PaymentSection
        register={register}
        paymentMethod={paymentMethod}
        cardBlock={cardBlock}
        methodError={errorText(errors.paymentMethod?.message)}
        publishableKey={publishableKey ?? undefined}
        cardRef={cardRef}
        amounts={amounts}
        courseDate={courseDate}
        heldReference={held?.booking.reference}
        banner={banner}
        submitting={isSubmitting}
        canSubmit={sessionsReady}
      />
      <p className="text-center text-sm text-slate-600">
        {richText(t('submit.terms'), termsLinks)}
      </p>
    </form>
  );
}
