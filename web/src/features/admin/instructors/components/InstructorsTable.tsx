import { CalendarClock, Pencil, TriangleAlert, UserMinus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, RowActions, rowActionClass, type DataColumn } from '@/components/ui/DataTable';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Instructor, InstructorCredential } from '../api/types';
import { credentialState, instructorName } from '../format';

interface InstructorsTableProps {
  instructors: readonly Instructor[];
  /** Whether the list is a search's: its emptiness says so. */
  searching: boolean;
  onEdit: (instructor: Instructor) => void;
  onRemove: (instructor: Instructor) => void;
}

/**
 * Each row's name carries it (focusable by script only: a former instructor's row has no
 * button): "Load more" focuses the first new row's.
 */
export const INSTRUCTOR_NAME = '[data-instructor-name]';

const badgeClass =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';
const flagTones = {
  expired: 'bg-brand-50 text-brand-700 ring-brand-700/20',
  soon: 'bg-pending-50 text-pending-700 ring-pending-700/20',
};

/** One number: its body, the number and its expiry, flagged once expired or expiring soon. */
function Credential({ credential, today }: { credential: InstructorCredential; today: string }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const state = credentialState(credential.expiresOn, today);
  const date = credential.expiresOn ? formatCalendarDate(credential.expiresOn, language) : '';
  return (
    <li data-testid="instructor-credential" data-state={state}>
      <span className="block font-medium text-slate-900">{credential.body}</span>
      <span className="block font-mono text-slate-900">{credential.number}</span>
      <span
        className={`block ${state === 'expired' || state === 'soon' ? 'font-semibold' : ''} ${
          state === 'expired' ? 'text-brand-700' : state === 'soon' ? 'text-pending-700' : ''
        }`}
      >
        {state === 'none'
          ? t('instructors.credential.noExpiry')
          : t(
              state === 'expired'
                ? 'instructors.credential.expiredOn'
                : 'instructors.credential.expiresOn',
              { date },
            )}
      </span>
      {(state === 'expired' || state === 'soon') && (
        <span className={`${badgeClass} mt-1 ${flagTones[state]}`}>
          {state === 'expired' ? (
            <TriangleAlert aria-hidden="true" className="size-3.5" />
          ) : (
            <CalendarClock aria-hidden="true" className="size-3.5" />
          )}
          {t(`instructors.credential.${state}`)}
        </span>
      )}
    </li>
  );
}

/**
 * The instructors, one row each (one card each on a phone): the name, the address, the languages
 * taught in, the instructor numbers with their expiry, and the buttons that change them or take
 * the role away.
 */
export function InstructorsTable({
  instructors,
  searching,
  onEdit,
  onRemove,
}: InstructorsTableProps) {
  const { t } = useTranslation('admin');
  const today = todayInQuebec();

  const columns: DataColumn<Instructor>[] = [
    {
      key: 'name',
      header: t('instructors.table.name'),
      rowHeader: true,
      cell: (instructor) => (
        <>
          <span
            data-instructor-name=""
            tabIndex={-1}
            className="block rounded font-semibold text-slate-900"
          >
            {instructorName(instructor)}
          </span>
          {!instructor.active && (
            <span className={`${badgeClass} mt-1 bg-slate-100 text-slate-700 ring-slate-700/20`}>
              {t('instructors.former')}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'email',
      header: t('instructors.table.email'),
      className: 'break-all',
      cell: (instructor) => instructor.email,
    },
    {
      key: 'languages',
      header: t('instructors.table.languages'),
      cell: (instructor) =>
        instructor.languages.length === 0 ? (
          t('instructors.noLanguages')
        ) : (
          <ul className="flex flex-wrap gap-1">
            {instructor.languages.map((language) => (
              <li
                key={language}
                className={`${badgeClass} bg-slate-50 text-slate-800 ring-slate-300`}
              >
                {t(`instructors.languageNames.${language}`)}
              </li>
            ))}
          </ul>
        ),
    },
    {
      key: 'credentials',
      header: t('instructors.table.credentials'),
      className: '@4xl:w-1/3',
      cell: (instructor) =>
        instructor.credentials.length === 0 ? (
          <span className="font-semibold text-pending-700">{t('instructors.noCredentials')}</span>
        ) : (
          <ul className="space-y-3">
            {instructor.credentials.map((credential, index) => (
              <Credential key={index} credential={credential} today={today} />
            ))}
          </ul>
        ),
    },
    {
      key: 'actions',
      header: t('instructors.table.actions'),
      actions: true,
      cell: (instructor) => {
        if (!instructor.active) return null;
        const name = instructorName(instructor);
        return (
          <RowActions>
            <button
              type="button"
              onClick={() => onEdit(instructor)}
              aria-label={t('instructors.editLabel', { name })}
              className={`${rowActionClass} border-slate-300 text-slate-900 hover:bg-slate-50`}
            >
              <Pencil aria-hidden="true" className="size-4" />
              {t('instructors.editButton')}
            </button>
            <button
              type="button"
              onClick={() => onRemove(instructor)}
              aria-label={t('instructors.removeLabel', { name })}
              className={`${rowActionClass} border-brand-700/30 text-brand-700 hover:bg-brand-50`}
            >
              <UserMinus aria-hidden="true" className="size-4" />
              {t('instructors.remove')}
            </button>
          </RowActions>
        );
      },
    },
  ];

  return (
    <DataTable
      caption={t('instructors.table.caption')}
      rows={instructors}
      rowKey={(instructor) => instructor.id}
      columns={columns}
      empty={searching ? t('instructors.noResults') : t('instructors.empty')}
      rowProps={() => ({ 'data-testid': 'instructor-row', className: 'hover:bg-slate-50' })}
    />
  );
}
