import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Checklist } from '@/components/Checklist';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { SearchField } from '@/components/ui/SearchField';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import { useEmployees } from '../api/get-employees';
import type { Employee } from '../api/types';

/** Lower case without accents: "zoe" finds Zoé. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const matches = (employee: Employee, words: readonly string[]) => {
  const text = folded(`${employee.firstName} ${employee.lastName} ${employee.email}`);
  return words.every((word) => text.includes(word));
};

interface EmployeeChecklistProps {
  companyId: number;
  /** The ids of the employees checked. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** The first box's, so that an error on the list focuses it. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
}

/**
 * The company's employees as a list of boxes to check, the pages loaded so far, narrowed by a
 * search on their names and emails. An employee checked stays checked while the search hides them.
 */
export function EmployeeChecklist({ companyId, ...props }: EmployeeChecklistProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const list = useEmployees(companyId);
  const [query, setQuery] = useState('');
  const employees = list.rows;
  const words = folded(query).split(/\s+/).filter(Boolean);
  const shown = employees.filter((employee) => matches(employee, words));
  const count = props.value.length;

  return (
    <Checklist
      {...props}
      legend={t('teamForm.employees')}
      read={list}
      texts={{
        loading: t('teamForm.employeesLoading'),
        loadError: t('teamForm.employeesLoadError'),
        retry: t('retry'),
      }}
      options={shown.map((employee) => ({
        id: employee.id,
        label: (
          <>
            <span className="font-semibold">
              {employee.firstName} {employee.lastName}
            </span>
            {employee.email && <span className="block text-slate-600">{employee.email}</span>}
          </>
        ),
      }))}
      empty={
        employees.length === 0
          ? t('teamForm.noEmployees')
          : t('teamForm.noMatch', { query: query.trim() })
      }
      header={
        employees.length > 0 && (
          <SearchField
            label={t('teamForm.searchEmployees')}
            placeholder={t('teamForm.searchPlaceholder')}
            clearLabel={t('teamForm.clearSearch')}
            value={query}
            onChange={setQuery}
          />
        )
      }
      footer={
        employees.length > 0 && (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-700">
              {t('teamForm.checked', { count, shown: formatWholeNumber(count, language) })}
            </p>
            {list.hasNextPage && (
              <LoadMoreButton
                variant="ghost"
                size="sm"
                label={t('teamForm.moreEmployees')}
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              />
            )}
          </div>
        )
      }
      maxHeight="max-h-72"
    />
  );
}
