import { Eye, UserX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, RowActions, rowActionClass, type DataColumn } from '@/components/ui/DataTable';
import { paths } from '@/config/paths';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Student } from '../api/types';
import { studentName } from '../student-name';
import { StudentAvatar } from './StudentAvatar';

interface StudentsTableProps {
  students: readonly Student[];
  onRemove: (student: Student) => void;
}

/** Each row's record link carries it: "Load more" focuses the first new row's. */
export const STUDENT_LINK = '[data-student-link]';

/** The students, one row each (one card each on a phone). */
export function StudentsTable({ students, onRemove }: StudentsTableProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();

  const columns: DataColumn<Student>[] = [
    {
      key: 'student',
      header: t('students.table.student'),
      rowHeader: true,
      cell: (student) => (
        <span className="flex items-center gap-3">
          <StudentAvatar student={student} />
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900">{studentName(student)}</span>
            <span className="block max-w-64 truncate text-xs text-slate-600">
              {student.address.trim() || t('students.noAddress')}
            </span>
          </span>
        </span>
      ),
    },
    {
      key: 'email',
      header: t('students.table.email'),
      className: 'break-all',
      cell: (student) => student.email,
    },
    {
      key: 'phone',
      header: t('students.table.phone'),
      className: 'whitespace-nowrap',
      cell: (student) => student.phone.trim() || t('students.noPhone'),
    },
    {
      key: 'joined',
      header: t('students.table.joined'),
      className: 'whitespace-nowrap',
      cell: (student) => (
        <time dateTime={student.createdAt}>{formatQuebecDate(student.createdAt, language)}</time>
      ),
    },
    {
      key: 'actions',
      header: t('students.table.actions'),
      actions: true,
      cell: (student) => {
        const name = studentName(student);
        return (
          <RowActions>
            <Link
              to={paths.admin.student(student.id)}
              data-student-link=""
              aria-label={t('students.viewLabel', { name })}
              className={`${rowActionClass} border-slate-300 text-slate-900 hover:bg-slate-50`}
            >
              <Eye aria-hidden="true" className="size-4" />
              {t('students.view')}
            </Link>
            <button
              type="button"
              onClick={() => onRemove(student)}
              aria-label={t('students.removeLabel', { name })}
              className={`${rowActionClass} border-brand-700/30 text-brand-700 hover:bg-brand-50`}
            >
              <UserX aria-hidden="true" className="size-4" />
              {t('students.remove')}
            </button>
          </RowActions>
        );
      },
    },
  ];

  return (
    <DataTable
      caption={t('students.table.caption')}
      rows={students}
      rowKey={(student) => student.id}
      columns={columns}
      empty={t('students.empty')}
      rowProps={() => ({ 'data-testid': 'student-row', className: 'hover:bg-slate-50' })}
    />
  );
}
