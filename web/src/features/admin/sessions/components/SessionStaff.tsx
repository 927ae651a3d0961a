import { ClipboardCheck, ClipboardList, LockOpen, Send, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusPill } from '@/components/ui/StatusPill';
import { formatSessionDays } from '@/lib/format/session-days';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminSession, SessionInstructor } from '../api/types';
import { sessionRosterPath } from '../session-links';

/** The look of a session's small actions, links or buttons, under its instructors or its card. */
export const smallAction =
  'inline-flex min-h-8 items-center gap-1 rounded text-left font-semibold text-brand-700 underline decoration-brand-700/30 underline-offset-2 hover:decoration-brand-700';

/** A session, and what reopens its signed attendance list. */
export interface ReopenableSession {
  session: AdminSession;
  onReopen: (session: AdminSession) => void;
}

/**
 * A session's attendance list: the link to it and, once its instructor signed it, the office's
 * reopening. Small links, under the instructors in the list and in the calendar.
 */
export function RosterActions({ session, onReopen }: ReopenableSession) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const labels = {
    course: session.course.title,
    date: formatSessionDays(session, language, 'short').dates,
  };
  return (
    <span className="flex flex-col items-start">
      <Link
        to={sessionRosterPath(session.id)}
        aria-label={t('sessions.roster.openLabel', labels)}
        className={smallAction}
      >
        <ClipboardList aria-hidden="true" className="size-3.5 shrink-0" />
        {t('sessions.roster.open')}
      </Link>
      {session.roster === 'finalized' && (
        <button
          type="button"
          onClick={() => onReopen(session)}
          aria-label={t('sessions.roster.reopenLabel', labels)}
          className={smallAction}
        >
          <LockOpen aria-hidden="true" className="size-3.5 shrink-0" />
          {t('sessions.roster.reopen')}
        </button>
      )}
    </span>
  );
}

/** The small button that opens a session's offers to instructors (StaffingDialog). */
export function StaffingAction({
  session,
  onStaff,
}: {
  session: AdminSession;
  onStaff: (session: AdminSession) => void;
}) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  return (
    <button
      type="button"
      onClick={() => onStaff(session)}
      aria-label={t('sessions.staffing.openLabel', {
        course: session.course.title,
        date: formatSessionDays(session, language, 'short').dates,
      })}
      className={smallAction}
    >
      <Send aria-hidden="true" className="size-3.5 shrink-0" />
      {t('sessions.staffing.open')}
    </button>
  );
}

/** A session's instructors by name; "No instructor", in amber, when it has none yet. */
export function SessionInstructors({
  instructors,
  compact = false,
}: {
  instructors: readonly SessionInstructor[];
  /** One line, as the calendar's cards show it. */
  compact?: boolean;
}) {
  const { t } = useTranslation('adminBookings');
  if (instructors.length === 0) {
    return (
      <span
        data-testid="session-instructors"
        className="inline-flex items-center gap-1 font-semibold text-pending-700"
      >
        <UserX aria-hidden="true" className="size-3.5 shrink-0" />
        {t('sessions.noInstructor')}
      </span>
    );
  }
  if (compact) {
    return (
      <span data-testid="session-instructors">
        {instructors.map((instructor) => instructor.name).join(', ')}
      </span>
    );
  }
  return (
    <ul data-testid="session-instructors" className="space-y-0.5">
      {instructors.map((instructor) => (
        <li key={instructor.id}>{instructor.name}</li>
      ))}
    </ul>
  );
}

/** The mark of a session whose attendance list its instructor has signed. */
export function RosterBadge() {
  const { t } = useTranslation('adminBookings');
  return (
    <StatusPill tone="success" icon={ClipboardCheck} testId="roster-signed">
      {t('sessions.roster.signed')}
    </StatusPill>
  );
}
