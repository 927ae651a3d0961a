import { ClipboardCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SessionInstructor } from '../api/types';

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
    <span
      data-testid="roster-signed"
      className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-success-600 ring-1 ring-success-600/20 ring-inset"
    >
      <ClipboardCheck aria-hidden="true" className="size-3.5" />
      {t('sessions.roster.signed')}
    </span>
  );
}
