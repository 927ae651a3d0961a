import { CalendarDays, ClipboardList, Lock, MapPin, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionWhen } from '@/components/SessionWhen';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { formatSessionDays } from '@/lib/format/session-days';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import type { InstructorSession } from '../api/types';
import { coInstructors, sessionTiming } from '../format';
import { StatusPill } from '@/components/ui/StatusPill';

/** Each session's roster link carries it: "Load more" focuses the first new one. */
export const SESSION_LINK = '[data-session-link]';

/** A fact of a session's card (day, place, seats…) after its icon. */
export function Line({ icon: Icon, children }: { icon: typeof MapPin; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span className="min-w-0 [overflow-wrap:anywhere]">{children}</span>
    </p>
  );
}

/**
 * What an instructor's card says first about a session: its course, its days and hours (Quebec)
 * and its place, then the card's own facts (`children`).
 */
export function SessionFacts({
  session,
  children,
}: {
  session: InstructorSession;
  children?: ReactNode;
}) {
  return (
    <>
      <h3 className="mt-3 text-base font-bold text-slate-900">{session.course.title}</h3>
      <div className="mt-2 space-y-1.5">
        <Line icon={CalendarDays}>
          <SessionWhen session={session} />
        </Line>
        {session.location && <Line icon={MapPin}>{session.location}</Line>}
        {children}
      </div>
    </>
  );
}

interface SessionCardProps {
  session: InstructorSession;
  /** The signed-in instructor, left out of the co-instructors. */
  userId: number | undefined;
}

/**
 * One session: the course, its days and hours (Quebec), place, seats taken, the other instructors,
 * the roster's state and the link to it.
 */
export function SessionCard({ session, userId }: SessionCardProps) {
  const { t } = useTranslation('instructor');
  const language = useLanguage();
  const timing = sessionTiming(session);
  const day = formatSessionDays(session, language).dates;
  const others = coInstructors(session, userId);
  const finalized = session.roster === 'finalized';

  return (
    <li
      data-testid="instructor-session"
      className={`rounded-xl border p-4 sm:p-5 ${timing === 'today' ? 'border-brand-200 bg-brand-50/40' : 'border-surface-strong bg-white'}`}
    >
      <div className="flex flex-wrap gap-2">
        {timing === 'today' && <StatusPill tone="danger">{t('sessions.today')}</StatusPill>}
        {timing === 'over' && <StatusPill tone="neutral">{t('sessions.over')}</StatusPill>}
        {session.status === 'cancelled' && (
          <StatusPill tone="danger">{t('sessions.cancelled')}</StatusPill>
        )}
        <StatusPill
          tone={finalized ? 'success' : 'pending'}
          icon={finalized ? Lock : ClipboardList}
        >
          {t(`sessions.roster.${session.roster}`)}
        </StatusPill>
      </div>
      <SessionFacts session={session}>
        <Line icon={Users}>
          {t('sessions.seats', {
            taken: formatWholeNumber(session.seatsTaken, language),
            capacity: formatWholeNumber(session.capacity, language),
          })}
        </Line>
        {others.length > 0 && (
          <Line icon={UserRound}>{t('sessions.with', { names: others.join(', ') })}</Line>
        )}
      </SessionFacts>
      <ButtonLink
        to={paths.instructor.session(session.id)}
        variant={timing === 'over' ? 'secondary' : 'primary'}
        className="mt-4 w-full sm:w-auto"
        data-session-link=""
        aria-label={t('sessions.openRosterLabel', { course: session.course.title, day })}
      >
        <ClipboardList aria-hidden="true" className="size-5" />
        {t('sessions.openRoster')}
      </ButtonLink>
    </li>
  );
}
