import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TableEmptyMessage } from '@/components/ui/TableEmptyMessage';
import type { AdminCourse } from '@/lib/api/course-types';
import { formatDuration } from '@/lib/format/duration';
import { formatMoney } from '@/lib/format/money';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';

interface CoursesTableProps {
  courses: readonly AdminCourse[];
  onEdit: (course: AdminCourse) => void;
  onDelete: (course: AdminCourse) => void;
}

const headerClass =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cellClass = 'px-4 py-3 align-middle text-sm text-slate-700';

/** The courses, one row each, in a region that scrolls sideways on phones. */
export function CoursesTable({ courses, onEdit, onDelete }: CoursesTableProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('courses');
  const language = useLanguage();
  const count = new Intl.NumberFormat(intlLocale(language));

  return (
    <div
      role="region"
      aria-labelledby="admin-courses-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-surface-strong bg-white shadow-sm"
    >
      <table className="w-full min-w-[52rem] border-collapse">
        <caption id="admin-courses-caption" className="sr-only">
          {t('courses.table.caption')}
        </caption>
        <thead className="border-b border-surface-strong bg-slate-50">
          <tr>
            <th scope="col" className={headerClass}>
              {t('courses.table.course')}
            </th>
            <th scope="col" className={headerClass}>
              {t('courses.table.instructor')}
            </th>
            <th scope="col" className={headerClass}>
              {t('courses.table.category')}
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              {t('courses.table.students')}
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              {t('courses.table.price')}
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              {t('courses.table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-surface-strong">
          {courses.map((course) => {
            const title = course.title[language] || course.title.fr;
            return (
              <tr key={course.id} className="hover:bg-slate-50">
                <th scope="row" className={`${cellClass} text-left font-normal`}>
                  <span className="block font-semibold text-slate-900">{title}</span>
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
                </th>
                <td className={cellClass}>{course.instructor}</td>
                <td className={cellClass}>{tc(`categories.${course.category}`)}</td>
                <td className={`${cellClass} text-right tabular-nums`}>
                  {count.format(course.students)}
                </td>
                <td className={`${cellClass} text-right whitespace-nowrap tabular-nums`}>
                  {formatMoney(course.priceCents, language)}
                </td>
                <td className={`${cellClass} text-right whitespace-nowrap`}>
                  <button
                    type="button"
                    onClick={() => onEdit(course)}
                    aria-label={t('courses.edit', { title })}
                    title={t('courses.edit', { title })}
                    className="inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900"
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                  </button>
                  <button
                    type="button"
                    onClick={() => onDelete(course)}
                    aria-label={t('courses.delete', { title })}
                    title={t('courses.delete', { title })}
                    className="inline-flex size-10 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50 hover:text-brand-800"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {courses.length === 0 && <TableEmptyMessage>{t('courses.empty')}</TableEmptyMessage>}
    </div>
  );
}
