import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CreditCard, LoaderCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatMoney } from '@/lib/format/money';
import { quebecDateOf, todayInQuebec } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { createBooking } from '../api/create-booking';
import { useSessions } from '@/lib/api/get-sessions';
import { bookingKeys } from '../api/keys';
import { courseKeys } from '@/lib/api/course-keys';
import type { BookableCourse, BookingRequest, PaymentMethod, PaymentsConfig } from '../api/types';
import type { PaymentProblem } from '../card-payment';
import { useCardPayment } from '../hooks/use-card-payment';
import { AccountPrefill } from './AccountPrefill';
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
import { CashPanel } from './CashPanel';
import { InteracPanel } from './InteracPanel';
import { PaymentMethodPicker, type CardBlock } from './PaymentMethodPicker';
import { PriceSummary } from '@/components/PriceSummary';
import { SessionPicker } from './SessionPicker';

const CardPaymentPanel = lazy(() => import('./CardPaymentPanel'));

interface BookingFormProps {
  courses: readonly BookableCourse[];
  /** undefined when the server's payment settings could not be read: cards are then off. */
  paymentsConfig: PaymentsConfig | undefined;
  /** The course to start with ('' for none). */
  initialCourseId: string;
}

type Banner = { tone: 'success'; key: 'submit.success' } | { tone: 'error'; text: string };

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
  const cardsOn = Boolean(paymentsConfig?.cardEnabled && paymentsConfig.publishableKey);
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
  const amounts = course ? previewTaxes(course.priceCents) : null;
  const total = amounts ? formatMoney(amounts.totalCents, language) : '';
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

  const showProblem = (problem: PaymentProblem) =>
    setBanner({
      tone: 'error',
      text: 'key' in problem ? t(`errors.${problem.key}`) : problem.text,
    });

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
        let focused = false;
        for (const name of bookingFields) {
          const key = outcome.fields[name];
          if (!key) continue;
          setError(name, { type: 'server', message: key }, { shouldFocus: !focused });
          focused = true;
        }
        if (outcome.refreshSessions && course) {
          setValue('sessionId', '');
          void queryClient.invalidateQueries({ queryKey: courseKeys.sessions(course.id) });
        }
        if (outcome.form === 'paymentsUnavailable') {
          void queryClient.invalidateQueries({ queryKey: bookingKeys.paymentsConfig });
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

  const byCard = paymentMethod === 'card' && cardBlock === null;
  const courseDate = chosenSession ? quebecDateOf(chosenSession.startsAt) : null;

  return (
    <form noValidate className="space-y-6" onSubmit={handleSubmit(onSubmit)}>
      <AccountPrefill getValues={getValues} setValue={setValue} onSignedIn={setSignedIn} />
      <SectionCard
        title={t('sections.personal')}
        description={signedIn ? t('sections.personalSignedIn') : undefined}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            autoComplete="given-name"
            label={t('fields.firstName')}
            error={errorText(errors.firstName?.message)}
            required
            {...register('firstName')}
          />
          <TextField
            autoComplete="family-name"
            label={t('fields.lastName')}
            error={errorText(errors.lastName?.message)}
            required
            {...register('lastName')}
          />
          <TextField
            type="email"
            autoComplete="email"
            inputMode="email"
            label={t('fields.email')}
            hint={t('fields.emailHint')}
            error={errorText(errors.email?.message)}
            required
            {...register('email')}
          />
          <TextField
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            label={t('fields.phone')}
            error={errorText(errors.phone?.message)}
            {...register('phone')}
          />
        </div>
      </SectionCard>

      <SectionCard title={t('sections.course')}>
        <SelectField
          label={t('fields.course')}
          error={errorText(errors.courseId?.message)}
          required
          {...register('courseId', {
            onChange: () => {
              setValue('sessionId', '');
              clearErrors(['sessionId', 'preferredDate']);
            },
          })}
        >
          <option value="">{t('fields.coursePlaceholder')}</option>
          {courses.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.title}
            </option>
          ))}
        </SelectField>
        {course && (
          <SessionPicker
            sessions={sessions}
            sessionField={register('sessionId')}
            dateField={register('preferredDate')}
            sessionError={errorText(errors.sessionId?.message)}
            dateError={errorText(errors.preferredDate?.message)}
            today={today}
          />
        )}
      </SectionCard>

      <SectionCard title={t('sections.requests')}>
        <TextAreaField
          rows={4}
          label={t('fields.specialRequests')}
          hint={t('fields.specialRequestsHint')}
          error={errorText(errors.specialRequests?.message)}
          maxLength={2000}
          {...register('specialRequests')}
        />
      </SectionCard>

      <SectionCard title={t('sections.payment')}>
        <PaymentMethodPicker
          field={register('paymentMethod')}
          cardBlock={cardBlock}
          error={errorText(errors.paymentMethod?.message)}
        />
        <PriceSummary amounts={amounts} title={t('summary.title')} note={t('summary.note')} />
        {byCard && paymentsConfig?.publishableKey && amounts && (
          <Suspense fallback={<Spinner label={t('card.loading')} />}>
            <CardPaymentPanel
              ref={cardRef}
              publishableKey={paymentsConfig.publishableKey}
              amountCents={amounts.totalCents}
              language={language}
            />
          </Suspense>
        )}
        {paymentMethod === 'interac' && <InteracPanel amount={total || '—'} />}
        {paymentMethod === 'cash' && <CashPanel amount={total || '—'} courseDate={courseDate} />}

        {held && byCard && (
          <Alert tone="info">{t('card.held', { reference: held.booking.reference })}</Alert>
        )}
        {banner && (
          <Alert tone={banner.tone}>
            {banner.tone === 'success' ? t(banner.key) : banner.text}
          </Alert>
        )}
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={isSubmitting || !sessionsReady}
        >
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : byCard ? (
            <CreditCard aria-hidden="true" className="size-5" />
          ) : (
            <CalendarCheck aria-hidden="true" className="size-5" />
          )}
          {isSubmitting
            ? t(byCard ? 'card.processing' : 'submit.submitting')
            : byCard && total
              ? t('card.pay', { amount: total })
              : t('submit.confirm')}
        </Button>
      </SectionCard>
    </form>
  );
}
