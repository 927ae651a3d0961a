import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, RowActions, type DataColumn } from '@/components/ui/DataTable';
import type { AdminCourse } from '@/lib/api/course-types';
import { formatDuration } from '@/lib/format/duration';
import { formatMoney } from '@/lib/format/money';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import { numberFormat } from '@/lib/format/intl';

interface CoursesTableProps {
  courses: readonly AdminCourse[];
  onEdit: (course: AdminCourse) => void;
  onDelete: (course: AdminCourse) => void;
}

const iconButton = 'inline-flex size-10 items-center justify-center rounded-lg';

/** The courses, one row each (one card each on a phone). */
export function CoursesTable({ courses, onEdit, onDelete }: CoursesTableProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('courses');
  const language = useLanguage();
  const count = numberFormat(intlLocale(language));
  const titleOf = (course: AdminCourse) => course.title[language] || course.title.fr;

  const columns: DataColumn<AdminCourse>[] = [
    {
      key: 'course',
      header: t('courses.table.course'),
      rowHeader: true,
      cell: (course) => (
        <>
          <span className="block font-semibold text-slate-900">{titleOf(course)}</span>
          <span className="mt-0.5 flex flex-wrap items-center gap-2 text-xs text-slate-600">
            {formatDuration(course.durationHours, language)}
            {course.archived ? (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-800">
                {t('courses.archived')}
              </span>
            ) : (
              !course.published && (
                <span className="rounded-full bg-pending-50 px-2 py-0.5 font-semibold text-pending-700">
                  {t('courses.unpublished')}
                </span>
              )
            )}
          </span>
        </>
      ),
    },
    {
      key: 'instructor',
      header: t('courses.table.instructor'),
      cell: (course) => course.instructor,
    },
    {
      key: 'category',
      header: t('courses.table.category'),
      cell: (course) => tc(`categories.${course.category}`),
    },
    {
      key: 'students',
      header: t('courses.table.students'),
      numeric: true,
      className: 'tabular-nums',
      cell: (course) => count.format(course.students),
    },
    {
      key: 'price',
      header: t('courses.table.price'),
      numeric: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (course) => formatMoney(course.priceCents, language),
    },
    {
      key: 'actions',
      header: t('courses.table.actions'),
      actions: true,
      cell: (course) => {
        const title = titleOf(course);
        return (
          <RowActions>
            <button
              type="button"
              onClick={() => onEdit(course)}
              aria-label={t('courses.edit', { title })}
              title={t('courses.edit', { title })}
              className={`${iconButton} text-slate-700 hover:bg-slate-100 hover:text-slate-900`}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              onClick={() => onDelete(course)}
              aria-label={t('courses.delete', { title })}
              title={t('courses.delete', { title })}
              className={`${iconButton} text-brand-700 hover:bg-brand-50 hover:text-brand-800`}
            >
              <Trash2 aria-hidden="true" className="size-4" />
            </button>
          </RowActions>
        );
      },
    },
  ];

  return (
    <DataTable
      caption={t('courses.table.caption')}
      rows={courses}
      rowKey={(course) => course.id}
      columns={columns}
      empty={t('courses.empty')}
      rowProps={() => ({ className: 'hover:bg-slate-50' })}
    />
  );
}
