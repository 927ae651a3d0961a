import { ChevronsDown } from 'lucide-react';
import { useId, useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { BusyButton } from '@/components/ui/BusyButton';
import { SearchField } from '@/components/ui/SearchField';
import { Spinner } from '@/components/ui/Spinner';
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
export function EmployeeChecklist({
  companyId,
  value,
  onChange,
  inputRef,
  error,
}: EmployeeChecklistProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const errorId = useId();
  const list = useEmployees(companyId);
  const [query, setQuery] = useState('');
  const employees = useMemo(() => {
    const seen = new Set<number>();
    return (list.data?.pages ?? [])
      .flatMap((page) => page.employees)
      .filter((employee) => !seen.has(employee.id) && seen.add(employee.id));
  }, [list.data]);
  const words = folded(query).split(/\s+/).filter(Boolean);
  const shown = employees.filter((employee) => matches(employee, words));
  const checked = new Set(value);

  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((checkedId) => checkedId !== id));

  let content;
  if (list.isError && !list.data) {
    content = (
      <LoadError
        message={t('teamForm.employeesLoadError')}
        retryLabel={t('retry')}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  } else if (list.isPending) {
    content = (
      <div className="flex justify-center py-4">
        <Spinner label={t('teamForm.employeesLoading')} />
      </div>
    );
  } else if (employees.length === 0) {
    content = <p className="text-sm text-slate-600">{t('teamForm.noEmployees')}</p>;
  } else {
    content = (
      <>
        <SearchField
          label={t('teamForm.searchEmployees')}
          placeholder={t('teamForm.searchPlaceholder')}
          clearLabel={t('teamForm.clearSearch')}
          value={query}
          onChange={setQuery}
        />
        {shown.length === 0 ? (
          <p className="text-sm text-slate-600">{t('teamForm.noMatch', { query: query.trim() })}</p>
        ) : (
          <ul className="max-h-72 divide-y divide-surface-strong overflow-y-auto rounded-lg border border-slate-300">
            {shown.map((employee, index) => (
              <li key={employee.id}>
                <label className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-slate-50">
                  <input
                    ref={index === 0 ? inputRef : undefined}
                    type="checkbox"
                    checked={checked.has(employee.id)}
                    onChange={(event) => toggle(employee.id, event.target.checked)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
                  />
                  <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
                    <span className="font-semibold text-slate-900">
                      {employee.firstName} {employee.lastName}
                    </span>
                    {employee.email && (
                      <span className="block text-slate-600">{employee.email}</span>
                    )}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700">
            {t('teamForm.checked', {
              count: value.length,
              shown: formatWholeNumber(value.length, language),
            })}
          </p>
          {list.hasNextPage && (
            <BusyButton
              variant="ghost"
              size="sm"
              icon={ChevronsDown}
              label={t('teamForm.moreEmployees')}
              busyLabel={t('loadingMore')}
              busy={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            />
          )}
        </div>
      </>
    );
  }

  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-semibold text-slate-900">{t('teamForm.employees')}</legend>
      {content}
      {error && (
        <p id={errorId} className="text-sm font-medium text-brand-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
