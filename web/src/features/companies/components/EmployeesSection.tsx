import { DoorOpen, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateConfirmDialog, dateDialogTexts } from '@/components/DateConfirmDialog';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PillRadioGroup } from '@/components/ui/PillRadioGroup';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { useRecordDeparture, useUndoDeparture } from '../api/employee-departure';
import { useEmployees } from '../api/get-employees';
import { useWorkplaces } from '../api/get-workplaces';
import type { Employee, EmployeeList } from '../api/types';
import { useFocusedNotice } from '../hooks/use-focused-notice';
import { CompanyPagedList } from './CompanyPagedList';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeImport } from './EmployeeImport';
import { EMPLOYEE_NAME, EmployeesTable } from './EmployeesTable';

const LISTS: readonly EmployeeList[] = ['current', 'departed'];

const nameOf = (employee: Employee) => `${employee.firstName} ${employee.lastName}`;

/**
 * The company's employees page by page, newest first: those still employed, or those who left
 * (each with the day they left, and the departure to undo). An employee's departure is recorded
 * in a dialog; under the list, the form that adds one, and the import of a CSV file.
 */
export function EmployeesSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const [shown, setShown] = useState<EmployeeList>('current');
  const list = useEmployees(companyId, shown);
  const workplaces = useWorkplaces(companyId).data ?? [];
  const { notice, noticeRef, focused } = useFocusedNotice();
  const [departing, setDeparting] = useState<Employee | null>(null);
  const departure = useRecordDeparture(companyId);
  const undo = useUndoDeparture(companyId);

  const recordDeparture = async (employee: Employee, leftOn: string) => {
    await departure.mutateAsync({ employeeId: employee.id, leftOn });
    setDeparting(null);
    focused.success(
      t('employees.departed', {
        name: nameOf(employee),
        date: formatCalendarDate(leftOn, language),
      }),
    );
  };

  const undoDeparture = (employee: Employee) => {
    notice.clear();
    undo.mutate(employee.id, {
      onSuccess: () => focused.success(t('employees.returned', { name: nameOf(employee) })),
      onError: () => focused.error(t('employees.undoFailed')),
    });
  };

  return (
    <SectionCard title={t('employees.title')} icon={Users}>
      <PillRadioGroup
        legend={t('employees.view')}
        name={`employees-${companyId}`}
        options={LISTS}
        value={shown}
        onChange={(value) => {
          notice.clear();
          setShown(value);
        }}
        label={(option) => t(`employees.views.${option}`)}
      />
      <div ref={noticeRef} tabIndex={-1} className="empty:hidden focus:outline-none">
        <NoticeAlert notice={notice} dismissLabel={t('dismiss')} />
      </div>
      <CompanyPagedList list={list} section="employees" rowSelector={EMPLOYEE_NAME}>
        <EmployeesTable
          companyId={companyId}
          list={shown}
          employees={list.rows}
          workplaces={workplaces}
          onDepart={(employee) => {
            notice.clear();
            setDeparting(employee);
          }}
          onUndo={undoDeparture}
          undoing={undo.isPending ? (undo.variables ?? null) : null}
        />
      </CompanyPagedList>
      <DateConfirmDialog
        subject={departing}
        texts={{
          ...dateDialogTexts((key) => t(`departure.${key}`)),
          title: t('departure.title', { name: departing ? nameOf(departing) : '' }),
        }}
        icon={DoorOpen}
        latest={todayInQuebec()}
        serverField="leftOn"
        pending={departure.isPending}
        onClose={() => setDeparting(null)}
        onSubmit={recordDeparture}
      >
        {() => (
          <>
            <p>{t('departure.intro')}</p>
            <p className="text-sm text-slate-600">{t('departure.undoHint')}</p>
          </>
        )}
      </DateConfirmDialog>
      <SectionCard variant="divided" title={t('employeeForm.title')}>
        <EmployeeForm companyId={companyId} workplaces={workplaces} />
      </SectionCard>
      <SectionCard variant="divided" title={t('import.title')}>
        <EmployeeImport companyId={companyId} />
      </SectionCard>
    </SectionCard>
  );
}
