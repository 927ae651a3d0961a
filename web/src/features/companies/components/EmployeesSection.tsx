import { Users } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { LoadMore } from '@/components/ui/LoadMore';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import { useEmployees } from '../api/get-employees';
import { useWorkplaces } from '../api/get-workplaces';
import type { Employee } from '../api/types';
import { EmployeeForm } from './EmployeeForm';
import { EmployeeImport } from './EmployeeImport';
import { EMPLOYEE_NAME, EmployeesTable } from './EmployeesTable';

/** The employees of every page loaded, each once. */
function employeesOf(pages: readonly { employees: Employee[] }[] | undefined): Employee[] {
  const seen = new Set<number>();
  return (pages ?? [])
    .flatMap((page) => page.employees)
    .filter((employee) => !seen.has(employee.id) && seen.add(employee.id));
}

/**
 * The company's employees page by page, newest first, the form that adds one, and the import of a
 * CSV file.
 */
export function EmployeesSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const list = useEmployees(companyId);
  const workplaces = useWorkplaces(companyId).data ?? [];
  const employees = useMemo(() => employeesOf(list.data?.pages), [list.data]);

  let content;
  if (list.isError && !list.data) {
    content = (
      <LoadError
        message={t('employees.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  } else if (list.isPending) {
    content = (
      <div className="flex justify-center py-10">
        <Spinner label={t('employees.loading')} />
      </div>
    );
  } else {
    content = (
      <>
        <EmployeesTable companyId={companyId} employees={employees} workplaces={workplaces} />
        {employees.length > 0 && (
          <LoadMore
            summary={t('employees.shown', {
              count: employees.length,
              shown: formatWholeNumber(employees.length, language),
            })}
            count={employees.length}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            error={list.isFetchNextPageError ? t('employees.loadMoreError') : undefined}
            onLoadMore={() => void list.fetchNextPage()}
            labels={{ loadMore: t('loadMore'), loading: t('loadingMore'), retry: t('retry') }}
            rowSelector={EMPLOYEE_NAME}
          />
        )}
      </>
    );
  }

  return (
    <SectionCard title={t('employees.title')} icon={Users}>
      {content}
      <SectionCard variant="divided" title={t('employeeForm.title')}>
        <EmployeeForm companyId={companyId} workplaces={workplaces} />
      </SectionCard>
      <SectionCard variant="divided" title={t('import.title')}>
        <EmployeeImport companyId={companyId} />
      </SectionCard>
    </SectionCard>
  );
}
