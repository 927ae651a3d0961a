import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList';
import { pagedListTexts } from '@/components/list-texts';
import { SectionCard } from '@/components/ui/SectionCard';
import { useEmployees } from '../api/get-employees';
import { useWorkplaces } from '../api/get-workplaces';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeImport } from './EmployeeImport';
import { EMPLOYEE_NAME, EmployeesTable } from './EmployeesTable';

/**
 * The company's employees page by page, newest first, the form that adds one, and the import of a
 * CSV file.
 */
export function EmployeesSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const list = useEmployees(companyId);
  const workplaces = useWorkplaces(companyId).data ?? [];
  return (
    <SectionCard title={t('employees.title')} icon={Users}>
      <PagedList
        list={list}
        texts={pagedListTexts(t, 'employees', t('retry'))}
        rowSelector={EMPLOYEE_NAME}
        compact
      >
        <EmployeesTable companyId={companyId} employees={list.rows} workplaces={workplaces} />
      </PagedList>
      <SectionCard variant="divided" title={t('employeeForm.title')}>
        <EmployeeForm companyId={companyId} workplaces={workplaces} />
      </SectionCard>
      <SectionCard variant="divided" title={t('import.title')}>
        <EmployeeImport companyId={companyId} />
      </SectionCard>
    </SectionCard>
  );
}
