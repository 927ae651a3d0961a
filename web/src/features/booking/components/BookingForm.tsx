import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams, Link } from 'react-router';
import { AccountPrefill } from '@/components/forms/AccountPrefill';
import { usePaymentProblemText } from '@/components/payment/use-payment-problem-text';
import { richText } from '@/components/rich-text';
import { termsLinks } from '@/components/TermsLinks';
import { courseKeys } from '@/lib/api/course-keys';
import { cardKeyOf, paymentsConfigKey, type PaymentsConfig } from '@/lib/api/get-payments-config';
import { useSessions } from '@/lib/api/get-sessions';
import { waitlistEntryKeys } from '@/lib/api/get-waitlist-entry';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { lazyWithStrings } from '@/lib/i18n/lazy-with-strings';
import { useLanguage } from '@/lib/i18n/use-language';
import { createBooking } from '../api/create-booking';
import type { BookableCourse, BookingRequest, PaymentMethod } from '../api/types';
import { useCardPayment, type BookingPaymentProblem } from '../hooks/use-card-payment';
import { usePromoCode } from '../hooks/use-promo-code';
import { paymentDues, refusedMethods } from '../payment-deadlines';
import { priceWithCode } from '../promo-price';
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
import { CourseSection } from './CourseSection';
import { PaymentSection, type Banner } from './PaymentSection';
import type { CardBlock } from './PaymentMethodPicker';
import { PersonalDetailsSection } from './PersonalDetailsSection';
import { RequestsSection } from './RequestsSection';
import { teamBookingPath } from '../team-booking-path';
import { offerFromSearch, type WaitlistOffer } from '../waitlist-offer';

// Only for a form opened from a waiting list's offer, loaded then with its strings (the booking
// page is near its bundle budget, scripts/check-bundle-size.mjs).
const WaitlistOfferNotice = lazyWithStrings(
  () => import('./WaitlistOfferNotice').then((m) => ({ default: m.WaitlistOfferNotice })),
  ['waitlist'],
);

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
  offer: WaitlistOffer | null,
): BookingRequest {
  const optional = (value: string) => value || undefined;
  // The seat the waiting list holds is booked with its place and its mail's token.
  const offered = offer !== null && values.sessionId === String(offer.sessionId);
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
    promoCode: optional(values.promoCode),
    waitlistEntryId: offered ? offer.entryId : undefined,
    waitlistToken: offered ? offer.token : undefined,
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
  const rules = useRef<BookingSchemaOptions>({ today, when: 'date', promoCode: null });
  const [banner, setBanner] = useState<Banner | null>(null);
  const publishableKey = cardKeyOf(paymentsConfig);
  const cardsOn = publishableKey !== null;
  const initialCourse = courses.find((course) => String(course.id) === initialCourseId);
  // A waiting list's offer (its mail's link): its session is chosen and can be booked, full or not.
  const [searchParams] = useSearchParams();
  const [linkOffer] = useState(() => (initialCourse ? offerFromSearch(searchParams) : null));
  const [offerLapsed, setOfferLapsed] = useState(false);
  const offer = offerLapsed ? null : linkOffer;
  const defaultMethod: PaymentMethod =
    cardsOn && (initialCourse?.priceCents ?? 1) > 0 ? 'card' : 'interac';

  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    setFocus,
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
      sessionId: linkOffer ? String(linkOffer.sessionId) : '',
      preferredDate: '',
      specialRequests: '',
      paymentMethod: defaultMethod,
      promoCode: '',
    },
  });
  const promo = usePromoCode({ getValues, setValue, setError, clearErrors, setFocus }, forget);
  const { recheck: recheckPromo, drop: dropPromo } = promo;
  const [courseId, sessionId, paymentMethod] = useWatch({
    control,
    name: ['courseId', 'sessionId', 'paymentMethod'],
  });
  const course = courses.find((candidate) => String(candidate.id) === courseId) ?? null;
  const sessions = useSessions(course?.id ?? null);
  const scheduled = sessions.data?.filter((session) => session.status === 'scheduled') ?? [];
  const chosenSession = scheduled.find((session) => String(session.id) === sessionId);
  const sessionsReady = course === null || sessions.isSuccess;
  // Sessions with free seats (or the one offered) ask for one of them; full ones offer only their
  // waiting lists; none, a preferred date.
  const when: BookingSchemaOptions['when'] = scheduled.some(
    (session) => session.seatsLeft > 0 || session.id === offer?.sessionId,
  )
    ? 'session'
    : scheduled.length > 0
      ? 'full'
      : 'date';
  const price = useMemo(() => priceWithCode(course, promo.applied), [course, promo.applied]);
  const amounts = price?.amounts ?? null;
  const promoCode = price?.promoCode ?? null;
  // When cash and Interac must pay for the session chosen, as the server says (decision 058); past
  // that day, the office takes them on the class day, or refuses them.
  const dues = useMemo(() => paymentDues(chosenSession, today), [chosenSession, today]);
  const lateOffline = paymentsConfig?.lateOfflinePayments ?? 'class-day';
  const refused = useMemo(() => refusedMethods(dues, lateOffline), [dues, lateOffline]);
  useLayoutEffect(() => {
    const refusedList = (['cash', 'interac'] as const).filter((method) => refused[method]);
    rules.current = { today, when, promoCode, refusedMethods: refusedList };
  }, [today, when, promoCode, refused]);

  const cardBlock: CardBlock = !cardsOn
    ? 'cardUnavailable'
    : course && course.priceCents === 0
      ? 'cardFree'
      : amounts?.totalCents === 0
        ? 'cardFreeWithCode'
        : null;
  // Another course: its sessions and dates replace the last one's, and so do their errors; the
  // promo code applied is checked for it.
  const onCourseChange = useCallback(() => {
    setValue('sessionId', '');
    clearErrors(['sessionId', 'preferredDate']);
    recheckPromo();
  }, [setValue, clearErrors, recheckPromo]);
  const errorText = (key: string | undefined) =>
    key ? t(`errors.${key as BookingErrorKey}`) : undefined;
  // The offer lapsed, was used up or declined: its session, full, can no longer be booked.
  const onOfferLapsed = useCallback(() => {
    setOfferLapsed(true);
    if (linkOffer && getValues('sessionId') === String(linkOffer.sessionId)) {
      setValue('sessionId', '');
    }
  }, [linkOffer, getValues, setValue]);

  // Card cannot be kept when it is not offered (no Stripe keys, or a free course).
  useEffect(() => {
    if (paymentMethod === 'card' && cardBlock !== null) setValue('paymentMethod', 'interac');
  }, [paymentMethod, cardBlock, setValue]);

  // A method chosen, then too late for the session chosen since, is not booked with: the field says
  // so at once (and the schema refuses it), until another method or session is chosen.
  const methodRefused = paymentMethod !== 'card' && refused[paymentMethod] !== undefined;
  useEffect(() => {
    if (methodRefused) {
      setError('paymentMethod', { type: 'too-late', message: 'paymentMethodTooLate' });
    } else {
      clearErrors('paymentMethod');
    }
  }, [methodRefused, setError, clearErrors]);

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
        created = await createBooking(toRequest(values, language, offer));
      } catch (error) {
        const outcome = bookingErrorOutcome(error);
        // The code refused, its price goes; the field says why.
        if (outcome.fields.promoCode) dropPromo();
        showServerFieldErrors(setError, outcome.fields, bookingFields);
        if (outcome.refreshSessions && course) {
          setValue('sessionId', '');
          void queryClient.invalidateQueries({ queryKey: courseKeys.sessions(course.id) });
        }
        // Cards off, or a method too late under the office's setting: read the setting again.
        if (outcome.form === 'paymentsUnavailable' || outcome.form === 'paymentMethodTooLate') {
          void queryClient.invalidateQueries({ queryKey: paymentsConfigKey });
        }
        if (outcome.form === 'offerUnavailable') {
          onOfferLapsed();
          void queryClient.invalidateQueries({ queryKey: waitlistEntryKeys.all });
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

  return (
    <form noValidate className="space-y-6" onSubmit={handleSubmit(onSubmit)}>
      {linkOffer && (
        <Suspense fallback={null}>
          <WaitlistOfferNotice
            offer={linkOffer}
            getValues={getValues}
            setValue={setValue}
            onLapsed={onOfferLapsed}
          />
        </Suspense>
      )}
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
        offeredSessionId={offer?.sessionId}
        prefill={getValues}
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
        promoCode={promoCode}
        discountCents={price?.discountCents ?? 0}
        promoChecking={promo.checking}
        promoError={errorText(errors.promoCode?.message)}
        onApplyPromo={promo.apply}
        onRemovePromo={promo.remove}
        dues={dues}
        refused={refused}
        heldReference={held?.booking.reference}
        banner={banner}
        submitting={isSubmitting}
        canSubmit={sessionsReady && !promo.checking}
      />
      <p className="text-center text-sm text-slate-600">
        {richText(t('submit.terms'), termsLinks)}
      </p>
    </form>
  );
}
