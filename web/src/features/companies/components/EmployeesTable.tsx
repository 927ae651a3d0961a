import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { Dialog } from '@/components/ui/Dialog';
import type { Employee, Workplace } from '../api/types';
import { EmployeeForm } from './EmployeeForm';

/** Each row's name carries it: "Load more" focuses the first new row's. */
export const EMPLOYEE_NAME = '[data-employee-name]';

interface EmployeesTableProps {
  companyId: number;
  employees: readonly Employee[];
  workplaces: readonly Workplace[];
}

/**
 * The employees, one row each (one card each on a phone): name, email, workplace and shift, and
 * "Edit", which opens the employee's form in a dialog.
 */
export function EmployeesTable({ companyId, employees, workplaces }: EmployeesTableProps) {
  const { t } = useTranslation('companies');
  const [editing, setEditing] = useState<Employee | null>(null);
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
    {
      key: 'edit',
      header: t('employees.actions'),
      cell: (employee) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('employees.editFor', {
            name: `${employee.firstName} ${employee.lastName}`,
          })}
          onClick={() => setEditing(employee)}
        >
          <Pencil aria-hidden="true" className="size-4" />
          {t('employees.edit')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t('employees.editTitle')}
        closeLabel={t('seats.close')}
      >
        {editing && (
          <EmployeeForm
            companyId={companyId}
            workplaces={workplaces}
            employee={editing}
            onSaved={() => setEditing(null)}
          />
        )}
      </Dialog>
      <DataTable
        framed={false}
        caption={t('employees.caption')}
        rows={employees}
        rowKey={(employee) => employee.id}
        columns={columns}
        empty={t('employees.empty')}
        rowProps={() => ({ 'data-testid': 'employee-row' })}
      />
    </>
  );
}
