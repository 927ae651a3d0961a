import { Ban, ListOrdered, Pencil, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, RowActions, type DataColumn } from '@/components/ui/DataTable';
import { RowActionButton } from '@/components/ui/RowActionButton';
import { StatusPill } from '@/components/ui/StatusPill';
import { SessionWhen } from '@/components/SessionWhen';
import { formatSessionDays } from '@/lib/format/session-days';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminSession } from '../api/types';
import { sessionBookingsPath } from '../session-links';
import { SessionFactPills } from './SessionFacts';
import { RosterActions, RosterBadge, SessionInstructors, StaffingAction } from './SessionStaff';

/** What the office does to a session from its row. */
export interface SessionRowActions {
  onCancel: (session: AdminSession) => void;
  onEdit: (session: AdminSession) => void;
  onWaitlist: (session: AdminSession) => void;
  /** Books a person on a session. */
  onBook: (session: AdminSession) => void;
  /** Reopens a session's signed attendance list. */
  onReopen: (session: AdminSession) => void;
  /** Offers a session to instructors. */
  onStaff: (session: AdminSession) => void;
}

interface SessionsTableProps extends SessionRowActions {
  sessions: readonly AdminSession[];
}

/** Each row's link to its bookings carries it: "Load more" focuses the first new row's. */
export const SESSION_LINK = '[data-session-link]';

/**
 * Upcoming sessions with their seats (and minimum), instructors and attendance list, status,
 * privacy, language and decision, one row each (one card each on a phone).
 */
export function SessionsTable({
  sessions,
  onCancel,
  onEdit,
  onWaitlist,
  onBook,
  onReopen,
  onStaff,
}: SessionsTableProps) {
  const { t } = useTranslation('adminBookings');
  const { t: ta } = useTranslation('admin');
  const language = useLanguage();
  const cancelled = (session: AdminSession) => session.status === 'cancelled';

  const columns: DataColumn<AdminSession>[] = [
    {
      key: 'course',
      header: t('sessions.table.course'),
      rowHeader: true,
      className: 'font-semibold text-slate-900',
      cell: (session) => (
        <Link
          to={sessionBookingsPath(session.id)}
          data-session-link=""
          aria-label={t('sessions.bookingsOfLabel', {
            course: session.course.title,
            date: formatSessionDays(session, language, 'short').dates,
          })}
          className="rounded underline decoration-slate-300 underline-offset-4 hover:text-brand-700 hover:decoration-brand-700"
        >
          {session.course.title}
        </Link>
      ),
    },
    {
      key: 'date',
      header: t('sessions.table.date'),
      cell: (session) => (
        <span className="block text-slate-900">
          <SessionWhen session={session} style="short" stacked hoursClassName="text-slate-600" />
        </span>
      ),
    },
    { key: 'location', header: t('sessions.table.location'), cell: (session) => session.location },
    {
      key: 'instructors',
      header: t('sessions.table.instructors'),
      cell: (session) => (
        <span className="block space-y-1">
          <SessionInstructors instructors={session.instructors} />
          {!cancelled(session) && (
            <>
              <RosterActions session={session} onReopen={onReopen} />
              <StaffingAction session={session} onStaff={onStaff} />
            </>
          )}
        </span>
      ),
    },
    {
      key: 'seats',
      header: t('sessions.table.seats'),
      numeric: true,
      cell: (session) => (
        <span className="tabular-nums">
          <span className="whitespace-nowrap">
            {t('sessions.seats', { taken: session.seatsTaken, capacity: session.capacity })}
          </span>
          {!cancelled(session) && session.seatsTaken >= session.capacity && (
            <span className="ml-2 inline-block rounded-full bg-pending-50 px-2 py-0.5 text-xs font-semibold text-pending-700">
              {t('sessions.full')}
            </span>
          )}
          {(session.minimumSeats ?? 0) > 0 && (
            <span className="block text-xs text-slate-600">
              {t('sessions.facts.minimum', { minimum: session.minimumSeats })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('sessions.table.status'),
      cell: (session) => (
        <span className="flex flex-wrap gap-1">
          <StatusPill tone={cancelled(session) ? 'neutral' : 'success'}>
            {t(cancelled(session) ? 'sessions.cancelled' : 'sessions.scheduled')}
          </StatusPill>
          {session.roster === 'finalized' && <RosterBadge />}
          <SessionFactPills session={session} />
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('sessions.table.actions'),
      actions: true,
      cell: (session) => {
        const labels = {
          course: session.course.title,
          date: formatSessionDays(session, language, 'short').dates,
        };
        // A cancelled session's line stays (its people wait on): the office can still see it.
        const waitlist = (
          <RowActionButton
            icon={ListOrdered}
            text={t('sessions.waitlist.open')}
            label={t('sessions.waitlist.openLabel', labels)}
            onClick={() => onWaitlist(session)}
          />
        );
        if (cancelled(session)) return <RowActions>{waitlist}</RowActions>;
        return (
          <RowActions>
            <RowActionButton
              icon={Pencil}
              text={ta('sessionEdit.edit')}
              label={ta('sessionEdit.editLabel', labels)}
              onClick={() => onEdit(session)}
            />
            {waitlist}
            <RowActionButton
              icon={UserPlus}
              text={t('sessions.book.open')}
              label={t('sessions.book.openLabel', labels)}
              onClick={() => onBook(session)}
            />
            <RowActionButton
              icon={Ban}
              text={t('sessions.cancel')}
              label={t('sessions.cancelLabel', labels)}
              onClick={() => onCancel(session)}
              tone="danger"
            />
          </RowActions>
        );
      },
    },
  ];

  return (
    <DataTable
      caption={t('sessions.table.caption')}
      rows={sessions}
      rowKey={(session) => session.id}
      columns={columns}
      empty={t('sessions.empty')}
      rowProps={() => ({ 'data-testid': 'session-row', className: 'hover:bg-slate-50' })}
    />
  );
}
