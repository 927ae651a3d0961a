import { Ban, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TableEmptyMessage } from '@/components/ui/TableEmptyMessage';
import { formatQuebecDate, formatQuebecTime } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminSession } from '../api/types';

interface SessionsTableProps {
  sessions: readonly AdminSession[];
  onCancel: (session: AdminSession) => void;
  onEdit: (session: AdminSession) => void;
}

const headerClass =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cellClass = 'px-4 py-3 align-top text-sm text-slate-700';

/** Upcoming sessions with their seats, in a region that scrolls sideways on phones. */
export function SessionsTable({ sessions, onCancel, onEdit }: SessionsTableProps) {
  const { t } = useTranslation('adminBookings');
  const { t: ta } = useTranslation('admin');
  const language = useLanguage();

  return (
    <div
      role="region"
      aria-labelledby="admin-sessions-caption"
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl border border-surface-strong bg-white shadow-sm"
    >
      <table className="w-full min-w-[52rem] border-collapse">
        <caption id="admin-sessions-caption" className="sr-only">
          {t('sessions.table.caption')}
        </caption>
        <thead className="border-b border-surface-strong bg-slate-50">
          <tr>
            <th scope="col" className={headerClass}>
              {t('sessions.table.course')}
            </th>
            <th scope="col" className={headerClass}>
              {t('sessions.table.date')}
            </th>
            <th scope="col" className={headerClass}>
              {t('sessions.table.location')}
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              {t('sessions.table.seats')}
            </th>
            <th scope="col" className={headerClass}>
              {t('sessions.table.status')}
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              {t('sessions.table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-surface-strong">
          {sessions.map((session) => {
            const cancelled = session.status === 'cancelled';
            const date = formatQuebecDate(session.startsAt, language);
            const full = !cancelled && session.seatsTaken >= session.capacity;
            return (
              <tr key={session.id} className="hover:bg-slate-50" data-testid="session-row">
                <th scope="row" className={`${cellClass} text-left font-semibold text-slate-900`}>
                  {session.course.title}
                </th>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <span className="block text-slate-900">{date}</span>
                  <span className="block text-slate-600">
                    {t('sessions.timeRange', {
                      start: formatQuebecTime(session.startsAt, language),
                      end: formatQuebecTime(session.endsAt, language),
                    })}
                  </span>
                </td>
                <td className={cellClass}>{session.location}</td>
                <td className={`${cellClass} text-right whitespace-nowrap tabular-nums`}>
                  {t('sessions.seats', { taken: session.seatsTaken, capacity: session.capacity })}
                  {full && (
                    <span className="ml-2 rounded-full bg-pending-50 px-2 py-0.5 text-xs font-semibold text-pending-700">
                      {t('sessions.full')}
                    </span>
                  )}
                </td>
                <td className={cellClass}>
                  <span
                    className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                      cancelled
                        ? 'bg-slate-100 text-slate-700 ring-slate-700/20'
                        : 'bg-success-50 text-success-600 ring-success-600/20'
                    }`}
                  >
                    {t(cancelled ? 'sessions.cancelled' : 'sessions.scheduled')}
                  </span>
                </td>
                <td className={`${cellClass} text-right`}>
                  {!cancelled && (
                    <span className="inline-flex gap-2">
                      <button
                        type="button"
                        onClick={() => onEdit(session)}
                        aria-label={ta('sessionEdit.editLabel', {
                          course: session.course.title,
                          date,
                        })}
                        className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-semibold whitespace-nowrap text-slate-900 hover:bg-slate-50"
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                        {ta('sessionEdit.edit')}
                      </button>
                      <button
                        type="button"
                        onClick={() => onCancel(session)}
                        aria-label={t('sessions.cancelLabel', {
                          course: session.course.title,
                          date,
                        })}
                        className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-brand-700/30 px-3 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
                      >
                        <Ban aria-hidden="true" className="size-4" />
                        {t('sessions.cancel')}
                      </button>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {sessions.length === 0 && <TableEmptyMessage>{t('sessions.empty')}</TableEmptyMessage>}
    </div>
  );
}
