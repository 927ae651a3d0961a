import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import type { Employee, Workplace } from '../api/types';

/** Each row's name carries it: "Load more" focuses the first new row's. */
export const EMPLOYEE_NAME = '[data-employee-name]';

interface EmployeesTableProps {
  employees: readonly Employee[];
  workplaces: readonly Workplace[];
}

/** The employees, one row each (one card each on a phone): name, email, workplace and shift. */
export function EmployeesTable({ employees, workplaces }: EmployeesTableProps) {
  const { t } = useTranslation('companies');
  const workplaceOf = new Map(workplaces.map((workplace) => [workplace.id, workplace]));

  function placement(employee: Employee) {
    const workplace =
      employee.workplaceId === null ? undefined : workplaceOf.get(employee.workplaceId);
    if (!workplace) return t('employees.unplaced');
    if (employee.shift === null || workplace.shifts.length < 2) return workplace.name;
    return t('employees.onShift', { workplace: workplace.name, number: employee.shift + 1 });
  }

  const columns: DataColumn<Employee>[] = [
    {
      key: 'name',
      header: t('employees.name'),
      rowHeader: true,
      cell: (employee) => (
        // Focusable by script only, so that a new page's first row can take the focus.
        <span data-employee-name="" tabIndex={-1} className="font-semibold text-slate-900">
          {employee.firstName} {employee.lastName}
        </span>
      ),
    },
    {
      key: 'email',
      header: t('employees.email'),
      className: 'break-all',
      cell: (employee) =>
        employee.email || <span className="text-slate-600">{t('employees.noEmail')}</span>,
    },
    {
      key: 'placement',
      header: t('employees.placement'),
      cell: placement,
    },
  ];

  return (
    <DataTable
      framed={false}
      caption={t('employees.caption')}
      rows={employees}
      rowKey={(employee) => employee.id}
      columns={columns}
      empty={t('employees.empty')}
      rowProps={() => ({ 'data-testid': 'employee-row' })}
    />
  );
}
