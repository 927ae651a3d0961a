import { Eye, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableEmptyMessage } from '@/components/ui/TableEmptyMessage';
import { paths } from '@/config/paths';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Student } from '../api/types';
import { studentName } from '../student-stats';
import { StudentAvatar } from './StudentAvatar';

interface StudentsTableProps {
  students: readonly Student[];
  onRemove: (student: Student) => void;
}

const headerClass =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cellClass = 'px-4 py-3 align-middle text-sm text-slate-700';
const actionClass =
  'inline-flex min-h-9 items-center gap-1.5 rounded-lg border px-3 text-sm font-semibold whitespace-nowrap';

/** The students, one row each, in a region that scrolls sideways on phones. */
export function StudentsTable({ students, onRemove }: StudentsTableProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();

  return (
    <div
      role="region"
      aria-labelledby="admin-students-caption"
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-surface-strong bg-white shadow-sm"
    >
      <table className="w-full min-w-[52rem] border-collapse">
        <caption id="admin-students-caption" className="sr-only">
          {t('students.table.caption')}
        </caption>
        <thead className="border-b border-surface-strong bg-slate-50">
          <tr>
            <th scope="col" className={headerClass}>
              {t('students.table.student')}
            </th>
            <th scope="col" className={headerClass}>
              {t('students.table.email')}
            </th>
            <th scope="col" className={headerClass}>
              {t('students.table.phone')}
            </th>
            <th scope="col" className={headerClass}>
              {t('students.table.joined')}
            </th>
            <th scope="col" className={`${headerClass} text-right`}>
              {t('students.table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-surface-strong">
          {students.map((student) => {
            const name = studentName(student);
            return (
              <tr key={student.id} className="hover:bg-slate-50" data-testid="student-row">
                <th scope="row" className={`${cellClass} text-left font-normal`}>
                  <span className="flex items-center gap-3">
                    <StudentAvatar student={student} />
                    <span className="min-w-0">
                      <span className="block font-semibold text-slate-900">{name}</span>
                      <span className="block max-w-64 truncate text-xs text-slate-600">
                        {student.address.trim() || t('students.noAddress')}
                      </span>
                    </span>
                  </span>
                </th>
                <td className={`${cellClass} break-all`}>{student.email}</td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  {student.phone.trim() || t('students.noPhone')}
                </td>
                <td className={`${cellClass} whitespace-nowrap`}>
                  <time dateTime={student.createdAt}>
                    {formatQuebecDate(student.createdAt, language)}
                  </time>
                </td>
                <td className={`${cellClass} text-right`}>
                  <span className="inline-flex gap-2">
                    <Link
                      to={paths.admin.student(student.id)}
                      aria-label={t('students.viewLabel', { name })}
                      className={`${actionClass} border-slate-300 text-slate-900 hover:bg-slate-50`}
                    >
                      <Eye aria-hidden="true" className="size-4" />
                      {t('students.view')}
                    </Link>
                    <button
                      type="button"
                      onClick={() => onRemove(student)}
                      aria-label={t('students.removeLabel', { name })}
                      className={`${actionClass} border-brand-700/30 text-brand-700 hover:bg-brand-50`}
                    >
                      <UserX aria-hidden="true" className="size-4" />
                      {t('students.remove')}
                    </button>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {students.length === 0 && <TableEmptyMessage>{t('students.empty')}</TableEmptyMessage>}
    </div>
  );
}
