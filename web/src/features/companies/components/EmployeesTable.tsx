import { DoorOpen, Pencil, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallActionButton } from '@/components/ui/SmallActionButton';
import { DataTable, RowActions, type DataColumn } from '@/components/ui/DataTable';
import { Dialog } from '@/components/ui/Dialog';
import { StatusPill } from '@/components/ui/StatusPill';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Employee, EmployeeList, Workplace } from '../api/types';
import { EmployeeForm } from './EmployeeForm';

/** Each row's name carries it: "Load more" focuses the first new row's. */
export const EMPLOYEE_NAME = '[data-employee-name]';

interface EmployeesTableProps {
  companyId: number;
  /** Those still employed, or those who left. */
  list: EmployeeList;
  employees: readonly Employee[];
  workplaces: readonly Workplace[];
  /** Opens the departure of one still employed. */
  onDepart: (employee: Employee) => void;
  /** Undoes the departure of one who left. */
  onUndo: (employee: Employee) => void;
  /** The employee whose departure is being undone. */
  undoing: number | null;
}

const nameOf = (employee: Employee) => `${employee.firstName} ${employee.lastName}`;

/**
 * The employees, one row each (one card each on a phone): name and employee number, email,
 * workplace and shift. Those still employed have "Edit" (their form in a dialog) and "Departure…";
 * those who left, the day they left and "Undo the departure".
 */
export function EmployeesTable({
  companyId,
  list,
  employees,
  workplaces,
  onDepart,
  onUndo,
  undoing,
}: EmployeesTableProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const [editing, setEditing] = useState<Employee | null>(null);
  const workplaceOf = new Map(workplaces.map((workplace) => [workplace.id, workplace]));

  function placement(employee: Employee) {
    const workplace =
      employee.workplaceId === null ? undefined : workplaceOf.get(employee.workplaceId);
    if (!workplace) return t('employees.unplaced');
    const name =
      workplace.closedOn === null
        ? workplace.name
        : t('employees.closedWorkplace', { workplace: workplace.name });
    if (employee.shift === null || workplace.shifts.length < 2) return name;
    return t('employees.onShift', { workplace: name, number: employee.shift + 1 });
  }

  const columns: DataColumn<Employee>[] = [
    {
      key: 'name',
      header: t('employees.name'),
      rowHeader: true,
      cell: (employee) => (
        <>
          {/* Focusable by script only, so that a new page's first row can take the focus. */}
          <span data-employee-name="" tabIndex={-1} className="font-semibold text-slate-900">
            {nameOf(employee)}
          </span>
          {employee.employeeNumber && (
            <span className="block text-xs text-slate-600">
              {t('employees.number', { number: employee.employeeNumber })}
            </span>
          )}
          {employee.leftOn && (
            <span className="mt-1 block">
              <StatusPill tone="neutral" wrap="always" testId="left-on">
                {t('employees.leftOn', { date: formatCalendarDate(employee.leftOn, language) })}
              </StatusPill>
            </span>
          )}
        </>
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
      key: 'actions',
      header: t('employees.actions'),
      actions: true,
      cell: (employee) =>
        list === 'current' ? (
          <RowActions>
            <SmallActionButton
              icon={Pencil}
              label={t('employees.edit')}
              aria-label={t('employees.editFor', { name: nameOf(employee) })}
              onClick={() => setEditing(employee)}
            />
            <SmallActionButton
              icon={DoorOpen}
              label={t('employees.departure')}
              aria-label={t('employees.departureFor', { name: nameOf(employee) })}
              onClick={() => onDepart(employee)}
            />
          </RowActions>
        ) : (
          <SmallActionButton
            icon={Undo2}
            label={t('employees.undoDeparture')}
            aria-label={t('employees.undoDepartureFor', { name: nameOf(employee) })}
            disabled={undoing !== null}
            aria-busy={undoing === employee.id || undefined}
            onClick={() => onUndo(employee)}
          />
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
        caption={list === 'current' ? t('employees.caption') : t('employees.departedCaption')}
        rows={employees}
        rowKey={(employee) => employee.id}
        columns={columns}
        empty={list === 'current' ? t('employees.empty') : t('employees.emptyDeparted')}
        rowProps={() => ({ 'data-testid': 'employee-row' })}
      />
    </>
  );
}
