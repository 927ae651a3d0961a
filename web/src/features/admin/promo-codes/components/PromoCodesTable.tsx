import { CirclePause, CirclePlay } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, RowActions, rowActionClass, type DataColumn } from '@/components/ui/DataTable';
import { StatusPill } from '@/components/ui/StatusPill';
import type { AdminCourse } from '@/lib/api/course-types';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import type { PromoCode } from '../api/types';
import { courseTitles, formatDiscount, formatUses, validityOf } from '../format';

interface PromoCodesTableProps {
  codes: readonly PromoCode[];
  /** The courses that name a code's courses; undefined while they load. */
  courses: readonly AdminCourse[] | undefined;
  /** The code being stopped or resumed: its button waits. */
  busyId: number | null;
  onToggle: (code: PromoCode) => void;
}

/** Each row's stop or resume button carries it: "Load more" focuses the first new row's. */
export const PROMO_CODE_ACTION = '[data-promo-code-action]';

const statusTones = { active: 'success', stopped: 'neutral' } as const;

/**
 * The promo codes, one row each (one card each on a phone): the code, its discount, its courses,
 * its dates, its uses and limits, its state, and the button that stops or resumes it.
 */
export function PromoCodesTable({ codes, courses, busyId, onToggle }: PromoCodesTableProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const date = (value: string) => formatCalendarDate(value, language, 'medium');

  const columns: DataColumn<PromoCode>[] = [
    {
      key: 'code',
      header: t('promoCodes.table.code'),
      rowHeader: true,
      cell: (code) => (
        <span className="font-mono text-sm font-semibold break-all text-slate-900">
          {code.code}
        </span>
      ),
    },
    {
      key: 'discount',
      header: t('promoCodes.table.discount'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (code) => (
        <span data-testid="promo-discount" className="font-semibold text-slate-900">
          {formatDiscount(code, language)}
        </span>
      ),
    },
    {
      key: 'courses',
      header: t('promoCodes.table.courses'),
      className: '@4xl:w-1/4',
      cell: (code) => {
        if (code.courseIds.length === 0) return t('promoCodes.allCourses');
        if (!courses) return t('promoCodes.form.coursesLoading');
        return (
          <ul className="space-y-0.5" data-testid="promo-courses">
            {courseTitles(code.courseIds, courses, language).map(({ id, title }) => (
              <li key={id}>{title ?? t('promoCodes.unknownCourse', { id })}</li>
            ))}
          </ul>
        );
      },
    },
    {
      key: 'validity',
      header: t('promoCodes.table.validity'),
      cell: (code) =>
        t(`promoCodes.validity.${validityOf(code)}`, {
          start: code.startsOn ? date(code.startsOn) : '',
          end: code.endsOn ? date(code.endsOn) : '',
        }),
    },
    {
      key: 'uses',
      header: t('promoCodes.table.uses'),
      cell: (code) => (
        <>
          <span data-testid="promo-uses" className="block whitespace-nowrap tabular-nums">
            {code.maxUses === null
              ? t('promoCodes.usesUnlimited', { uses: formatUses(code, language) })
              : formatUses(code, language)}
          </span>
          <span className="block text-xs text-slate-600">
            {code.maxUsesPerPerson === null
              ? t('promoCodes.perPersonUnlimited')
              : t('promoCodes.perPerson', {
                  max: formatWholeNumber(code.maxUsesPerPerson, language),
                })}
          </span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('promoCodes.table.status'),
      cell: (code) => {
        const state = code.active ? 'active' : 'stopped';
        return (
          <StatusPill tone={statusTones[state]} testId="promo-status">
            {t(`promoCodes.status.${state}`)}
          </StatusPill>
        );
      },
    },
    {
      key: 'actions',
      header: t('promoCodes.table.actions'),
      actions: true,
      cell: (code) => {
        const Icon = code.active ? CirclePause : CirclePlay;
        const busy = busyId === code.id;
        return (
          <RowActions>
            {/* Waiting, it stays enabled (and focused), as aria-disabled: a click is ignored. */}
            <button
              type="button"
              data-promo-code-action=""
              aria-disabled={busyId !== null || undefined}
              aria-busy={busy}
              aria-label={t(code.active ? 'promoCodes.stopLabel' : 'promoCodes.resumeLabel', {
                code: code.code,
              })}
              onClick={() => {
                if (busyId === null) onToggle(code);
              }}
              className={`${rowActionClass} border-slate-300 text-slate-900 hover:bg-slate-50 aria-disabled:cursor-wait aria-disabled:opacity-60`}
            >
              <Icon aria-hidden="true" className="size-4" />
              {busy
                ? t('promoCodes.saving')
                : code.active
                  ? t('promoCodes.stop')
                  : t('promoCodes.resume')}
            </button>
          </RowActions>
        );
      },
    },
  ];

  return (
    <DataTable
      caption={t('promoCodes.table.caption')}
      rows={codes}
      rowKey={(code) => code.id}
      columns={columns}
      dense
      empty={t('promoCodes.empty')}
      rowProps={() => ({ 'data-testid': 'promo-code-row' })}
    />
  );
}
