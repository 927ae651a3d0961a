import { ListEnd, TicketCheck, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, RowActions, rowActionClass, type DataColumn } from '@/components/ui/DataTable';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill';
import { formatQuebecMoment } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminWaitlistEntry } from '../api/types';
import { waitlistActions, type WaitlistAction } from '../waitlist-actions';

interface WaitlistTableProps {
  entries: readonly AdminWaitlistEntry[];
  /** The session is cancelled: its people can only be taken out of the line. */
  sessionCancelled: boolean;
  /** An action is under way: the others wait. */
  busy: boolean;
  onAction: (action: WaitlistAction, entry: AdminWaitlistEntry) => void;
}

/** Each row's email link carries it: "Load more" focuses the first new row's. */
export const WAITLIST_ROW = '[data-waitlist-row]';

/** The "Remove" button of a row, to give the focus back to when its confirmation is dismissed. */
export const removeButtonOf = (entryId: number) =>
  document.querySelector<HTMLElement>(`[data-remove-entry="${entryId}"]`);

const statusTones: Record<AdminWaitlistEntry['status'], StatusTone> = {
  waiting: 'pending',
  offered: 'success',
  booked: 'success',
  declined: 'neutral',
  expired: 'neutral',
  removed: 'neutral',
  left: 'neutral',
};

const actionIcons = { offer: TicketCheck, skip: ListEnd, remove: UserX };

const actionStyles: Record<WaitlistAction, string> = {
  offer: 'border-success-600/40 text-success-600 hover:bg-success-50',
  skip: 'border-slate-300 text-slate-900 hover:bg-slate-50',
  remove: 'border-brand-700/30 text-brand-700 hover:bg-brand-50',
};

/** A session's waiting list in its order: who, how many seats, where they stand, what to do. */
export function WaitlistTable({ entries, sessionCancelled, busy, onAction }: WaitlistTableProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const name = (entry: AdminWaitlistEntry) => `${entry.firstName} ${entry.lastName}`;

  const columns: DataColumn<AdminWaitlistEntry>[] = [
    {
      key: 'person',
      header: t('sessions.waitlist.table.person'),
      rowHeader: true,
      cell: (entry) => (
        <>
          <span className="block font-semibold text-slate-900">{name(entry)}</span>
          <a
            href={`mailto:${entry.email}`}
            data-waitlist-row=""
            className="block text-slate-700 underline decoration-slate-300 underline-offset-4 [overflow-wrap:anywhere] hover:text-brand-700"
          >
            {entry.email}
          </a>
          {entry.phone && <span className="block text-slate-600">{entry.phone}</span>}
        </>
      ),
    },
    {
      key: 'position',
      header: t('sessions.waitlist.table.position'),
      numeric: true,
      cell: (entry) => (
        <span className="tabular-nums">{entry.position ?? t('sessions.waitlist.noPosition')}</span>
      ),
    },
    {
      key: 'seats',
      header: t('sessions.waitlist.table.seats'),
      numeric: true,
      cell: (entry) => <span className="tabular-nums">{entry.seats}</span>,
    },
    {
      key: 'status',
      header: t('sessions.waitlist.table.status'),
      cell: (entry) => (
        <>
          <StatusPill tone={statusTones[entry.status]} testId="waitlist-status">
            {t(`sessions.waitlist.status.${entry.status}`)}
          </StatusPill>
          {entry.status === 'offered' && entry.offerExpiresAt && (
            <span className="mt-1 block text-slate-600">
              {t('sessions.waitlist.offerUntil', {
                date: formatQuebecMoment(entry.offerExpiresAt, language),
              })}
            </span>
          )}
          {entry.status === 'offered' && entry.seats > 1 && (
            <span className="block text-slate-600">
              {t('sessions.waitlist.held', { held: entry.seatsHeld, seats: entry.seats })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'actions',
      header: t('sessions.waitlist.table.actions'),
      actions: true,
      cell: (entry) => {
        const actions = waitlistActions(entry, sessionCancelled);
        if (actions.length === 0) return null;
        return (
          <RowActions>
            {actions.map((action) => {
              const Icon = actionIcons[action];
              return (
                <button
                  key={action}
                  type="button"
                  disabled={busy}
                  onClick={() => onAction(action, entry)}
                  aria-label={t(`sessions.waitlist.${action}Label`, { name: name(entry) })}
                  data-remove-entry={action === 'remove' ? entry.id : undefined}
                  className={`${rowActionClass} ${actionStyles[action]}`}
                >
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`sessions.waitlist.${action}`)}
                </button>
              );
            })}
          </RowActions>
        );
      },
    },
  ];

  return (
    <DataTable
      caption={t('sessions.waitlist.caption')}
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={columns}
      empty={t('sessions.waitlist.empty')}
      framed={false}
      rowProps={() => ({ 'data-testid': 'waitlist-row' })}
    />
  );
}
