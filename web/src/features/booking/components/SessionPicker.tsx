import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { SessionMinimumNote } from '@/components/SessionMinimumNote';
import { SessionWhen } from '@/components/SessionWhen';
import { errorId } from '@/components/ui/FieldShell';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { lazyWithStrings } from '@/lib/i18n/lazy-with-strings';
import type { CourseSession } from '../api/types';
import { ChoiceCard } from './ChoiceCard';
import type { WaitlistPrefill } from './JoinWaitlistDialog';

// The waiting list's form is loaded, with its strings, only when someone asks for it: the booking
// page is near its bundle budget (scripts/check-bundle-size.mjs).
const JoinWaitlistDialog = lazyWithStrings(
  () => import('./JoinWaitlistDialog').then((m) => ({ default: m.JoinWaitlistDialog })),
  ['waitlist'],
);

interface SessionPickerProps {
  sessions: UseQueryResult<CourseSession[]>;
  sessionField: UseFormRegisterReturn<'sessionId'>;
  dateField: UseFormRegisterReturn<'preferredDate'>;
  sessionError?: string;
  dateError?: string;
  /** YYYY-MM-DD, the earliest preferred date. */
  today: string;
  /** The course's title, for the waiting list's form. */
  courseTitle: string;
  /** The session whose seat a waiting list holds for this visitor: it can be picked, even full. */
  offeredSessionId?: number;
  /** The details typed so far, for the waiting list's form. */
  prefill: () => WaitlistPrefill;
}

/**
 * The upcoming sessions of the chosen course as radio cards, each with all its days (and, with a
 * minimum of seats, when it is confirmed); the full ones with their waiting list. A course without sessions is booked on request, with a preferred date;
 * one whose sessions are all full offers their waiting lists only.
 */
export function SessionPicker({
  sessions,
  sessionField,
  dateField,
  sessionError,
  dateError,
  today,
  courseTitle,
  offeredSessionId,
  prefill,
}: SessionPickerProps) {
  const { t } = useTranslation('booking');
  const [joining, setJoining] = useState<CourseSession | null>(null);
  const [joinFailed, setJoinFailed] = useState(false);

  function join(session: CourseSession) {
    setJoinFailed(false);
    JoinWaitlistDialog.preload().then(
      () => setJoining(session),
      () => setJoinFailed(true),
    );
  }

  if (sessions.isPending) {
    return (
      <div className="flex items-center gap-3 text-sm text-slate-700">
        <Spinner label={t('sessions.loading')} className="[&_svg]:size-5" />
        <span aria-hidden="true">{t('sessions.loading')}</span>
      </div>
    );
  }
  if (sessions.isError) {
    return (
      <LoadError
        message={t('sessions.error')}
        retryLabel={t('page.retry')}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isRefetching}
      />
    );
  }

  const scheduled = sessions.data.filter((session) => session.status === 'scheduled');
  const open = scheduled.some(
    (session) => session.seatsLeft > 0 || session.id === offeredSessionId,
  );
  const sessionErrorId = errorId('booking-session');

  return (
    <div className="space-y-5">
      {scheduled.length > 0 && (
        <fieldset aria-describedby={sessionError ? sessionErrorId : undefined}>
          <legend className="text-sm font-semibold text-slate-900">{t('sessions.legend')}</legend>
          <p className="mt-1 text-sm text-slate-600">{t('sessions.hint')}</p>
          <div className="mt-3 grid gap-3">
            {scheduled.map((session) => {
              const offered = session.id === offeredSessionId;
              const full = session.seatsLeft <= 0 && !offered;
              return (
                <ChoiceCardRow
                  key={session.id}
                  session={session}
                  full={full}
                  field={sessionField}
                  badge={
                    offered ? (
                      <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                        {t('sessions.reserved')}
                      </span>
                    ) : full ? (
                      <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                        {t('sessions.full')}
                      </span>
                    ) : (
                      <span className="rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-600">
                        {t('sessions.seatsLeft', { count: session.seatsLeft })}
                      </span>
                    )
                  }
                  onJoin={full ? () => join(session) : undefined}
                  joinLabel={t('sessions.join')}
                />
              );
            })}
          </div>
          {joinFailed && (
            <p role="alert" className="mt-2 text-sm font-medium text-brand-700">
              {t('errors.network')}
            </p>
          )}
          {sessionError && (
            // With every session full no radio can take the focus: the message is announced.
            <p
              id={sessionErrorId}
              role={open ? undefined : 'alert'}
              className="mt-2 text-sm font-medium text-brand-700"
            >
              {sessionError}
            </p>
          )}
        </fieldset>
      )}
      {joining && (
        <Suspense fallback={null}>
          <JoinWaitlistDialog
            session={joining}
            courseTitle={courseTitle}
            prefill={prefill}
            onClose={() => setJoining(null)}
          />
        </Suspense>
      )}
      {!open && scheduled.length > 0 && (
        <p className="text-sm text-slate-700">{t('sessions.allFull')}</p>
      )}
      {scheduled.length === 0 && (
        <>
          <p className="text-sm text-slate-700">{t('sessions.onRequest')}</p>
          <TextField
            type="date"
            min={today}
            label={t('fields.preferredDate')}
            hint={t('fields.preferredDateHint')}
            error={dateError}
            className="sm:max-w-xs"
            {...dateField}
          />
        </>
      )}
    </div>
  );
}

interface ChoiceCardRowProps {
  session: CourseSession;
  full: boolean;
  badge: ReactNode;
  field: UseFormRegisterReturn<'sessionId'>;
  /** A full session: the button that opens its waiting list's form. */
  onJoin?: () => void;
  joinLabel: string;
}

function ChoiceCardRow({ session, full, badge, field, onJoin, joinLabel }: ChoiceCardRowProps) {
  const id = `booking-session-${session.id}`;
  return (
    <ChoiceCard
      id={id}
      value={String(session.id)}
      disabled={full}
      footer={
        onJoin && (
          <button
            type="button"
            onClick={onJoin}
            aria-describedby={`${id}-label`}
            className="min-h-10 rounded-lg text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {joinLabel}
          </button>
        )
      }
      label={<SessionWhen session={session} stacked hoursClassName="font-normal text-slate-700" />}
      description={
        <>
          {session.location}
          <SessionMinimumNote session={session} className="mt-0.5 block" />
        </>
      }
      badge={badge}
      {...field}
    />
  );
}
