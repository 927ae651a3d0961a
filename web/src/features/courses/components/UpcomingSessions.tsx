import { CalendarCheck, ListPlus, MapPin } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { SessionMinimumNote } from '@/components/SessionMinimumNote';
import { SessionWhen } from '@/components/SessionWhen';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SkeletonLine } from '@/components/ui/SkeletonLine';
import { paths } from '@/config/paths';
import type { Course } from '@/lib/api/course-types';
import { useSessions } from '@/lib/api/get-sessions';
import type { Schemas } from '@/lib/api/types';
import { formatSessionDays } from '@/lib/format/session-days';
import { useLanguage } from '@/lib/i18n/use-language';
import { CourseSection } from './CourseSection';

type Session = Schemas['Session'];

/**
 * One upcoming session: its days and hours, place, seats left (and, with a minimum of seats, when
 * it is confirmed), and the way to book it.
 */
function SessionItem({ course, session }: { course: Course; session: Session }) {
  const { t } = useTranslation('courseSessions');
  const language = useLanguage();
  const full = session.seatsLeft <= 0;
  const dates = formatSessionDays(session, language).dates;
  return (
    <li
      data-testid="course-session"
      className="flex flex-col gap-3 rounded-xl border border-surface-strong bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">
          <SessionWhen session={session} stacked hoursClassName="font-normal text-slate-700" />
        </p>
        <p className="flex items-start gap-1.5">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span className="min-w-0 [overflow-wrap:anywhere]">{session.location}</span>
        </p>
        <p>
          <span
            className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
              full ? 'bg-slate-200 text-slate-800' : 'bg-success-50 text-success-600'
            }`}
          >
            {full ? t('full') : t('seatsLeft', { count: session.seatsLeft })}
          </span>
        </p>
        <p className="empty:hidden">
          <SessionMinimumNote session={session} />
        </p>
      </div>
      {/* The booking form opens on the course; a full session's waiting list is offered there. */}
      <ButtonLink
        to={paths.booking(String(course.id))}
        state={{ course }}
        variant="secondary"
        size="sm"
        className="w-full shrink-0 sm:w-auto"
        aria-label={t(full ? 'waitlistLabel' : 'bookLabel', {
          dates,
        })}
      >
        {full ? (
          <ListPlus aria-hidden="true" className="size-4" />
        ) : (
          <CalendarCheck aria-hidden="true" className="size-4" />
        )}
        {t(full ? 'waitlist' : 'book')}
      </ButtonLink>
    </li>
  );
}

/** The dates while they load: two sessions' lines, as tall as theirs. */
function SessionsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      {[0, 1].map((line) => (
        <div key={line} className="rounded-xl border border-surface-strong bg-white p-4">
          <SkeletonLine height="h-5" bar="h-3.5 w-2/3" />
          <SkeletonLine height="h-5" bar="h-3.5 w-1/3" />
          <SkeletonLine height="h-5" bar="h-3.5 w-1/2" />
        </div>
      ))}
    </div>
  );
}

/**
 * The course's upcoming dates: each scheduled session with its days, hours, place and seats left
 * (or full), linked to the booking form; without any, the course is booked on request. Read on
 * the client (the server embeds them in the page) and loaded apart from the course page, with its
 * strings (CourseDetails): the page stays within its bundle budget, and its prerendered markup,
 * made before any data, has no dates anyway.
 */
export function UpcomingSessions({ course }: { course: Course }) {
  const { t } = useTranslation('courseSessions');
  const headingId = useId();
  const sessions = useSessions(course.id);
  let body;
  if (sessions.data) {
    const scheduled = sessions.data.filter((session) => session.status === 'scheduled');
    body =
      scheduled.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-5 text-sm text-slate-700">
          {t('empty')}
        </p>
      ) : (
        <ul className="space-y-3">
          {scheduled.map((session) => (
            <SessionItem key={session.id} course={course} session={session} />
          ))}
        </ul>
      );
  } else if (sessions.isError) {
    body = (
      <LoadError
        message={t('error')}
        retryLabel={t('retry')}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isFetching}
      />
    );
  } else {
    body = <SessionsSkeleton label={t('loading')} />;
  }
  return (
    <CourseSection id={headingId} title={t('title')} className="mt-8">
      <p className="mt-1 text-sm text-slate-600">{t('hint')}</p>
      <div className="mt-3">{body}</div>
    </CourseSection>
  );
}
