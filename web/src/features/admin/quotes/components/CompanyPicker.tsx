import { Building2, RefreshCw } from 'lucide-react';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceFieldset } from '@/components/forms/ChoiceFieldset';
import { LoadError } from '@/components/LoadError';
import { Button } from '@/components/ui/Button';
import { LoadMoreButton } from '@/components/ui/LoadMoreButton';
import { SearchField } from '@/components/ui/SearchField';
import { Spinner } from '@/components/ui/Spinner';
import { useAdminCompanies, type AdminCompany } from '@/lib/api/get-admin-companies';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

/** The company a quote goes to: its id, and its name to show. */
export interface ChosenCompany {
  id: number;
  name: string;
}

interface CompanyPickerProps {
  value: ChosenCompany | null;
  /** A company chosen in the list (all it is), or none any more ("Change company"). */
  onChange: (company: AdminCompany | null) => void;
  /** What the form focuses when the choice is refused (react-hook-form's field ref). */
  inputRef?: Ref<{ focus: () => void }>;
  error?: string;
  /** The name a request gave: shown, and what the search starts with. */
  suggestion?: string;
}

/**
 * The company of a quote, picked among the office's: the one chosen with « Changer
 * d'entreprise », or a search on their names with a « Choisir » button on each one found, page
 * by page. Choosing moves the focus to « Changer d'entreprise », and changing to the search.
 */
export function CompanyPicker({
  value,
  onChange,
  inputRef,
  error,
  suggestion,
}: CompanyPickerProps) {
  const { t } = useTranslation('adminQuotes');
  const changeButton = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLDivElement>(null);
  const focusSearch = () => search.current?.querySelector('input')?.focus();
  // A choice made here moves the focus; the one the form starts with does not.
  const acted = useRef(false);

  useImperativeHandle(inputRef, () => ({
    focus: () => (changeButton.current ? changeButton.current.focus() : focusSearch()),
  }));

  useEffect(() => {
    if (!acted.current) return;
    acted.current = false;
    if (value) changeButton.current?.focus();
    else focusSearch();
  }, [value]);

  function change(company: AdminCompany | null) {
    acted.current = true;
    onChange(company);
  }

  return (
    <ChoiceFieldset legend={t('editor.company')} hint={t('editor.companyHint')} error={error}>
      {suggestion && !value && (
        <p className="text-sm text-slate-700">{t('editor.requestCompany', { name: suggestion })}</p>
      )}
      {value ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5">
          <span className="flex min-w-0 items-center gap-2 font-semibold text-slate-900 [overflow-wrap:anywhere]">
            <Building2 aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
            <span data-testid="chosen-company">{value.name}</span>
          </span>
          <Button ref={changeButton} variant="ghost" size="sm" onClick={() => change(null)}>
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('editor.changeCompany')}
          </Button>
        </div>
      ) : (
        <div ref={search}>
          <CompanySearch initial={suggestion ?? ''} onChoose={change} />
        </div>
      )}
    </ChoiceFieldset>
  );
}

/** The search and the companies found, each with its « Choisir » button. */
function CompanySearch({
  initial,
  onChoose,
}: {
  initial: string;
  onChoose: (company: AdminCompany) => void;
}) {
  const { t } = useTranslation('adminQuotes');
  const [query, setQuery] = useState(initial);
  const list = useAdminCompanies(useDebouncedValue(query.trim(), 300));

  let found;
  if (list.isError && !list.data) {
    found = (
      <LoadError
        message={t('editor.companiesLoadError')}
        retryLabel={t('retry')}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  } else if (list.isPending) {
    found = (
      <div className="flex justify-center py-4">
        <Spinner label={t('editor.companiesLoading')} />
      </div>
    );
  } else if (list.rows.length === 0) {
    found = <p className="text-sm text-slate-600">{t('editor.noCompany')}</p>;
  } else {
    found = (
      <ul
        aria-busy={list.isPlaceholderData}
        className="max-h-72 divide-y divide-surface-strong overflow-y-auto rounded-lg border border-slate-300"
      >
        {list.rows.map((company) => (
          <li
            key={company.id}
            data-testid="company-option"
            className="flex items-center justify-between gap-3 px-3 py-2"
          >
            <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
              <span className="block font-semibold text-slate-900">{company.name}</span>
              <span className="block text-slate-600">{company.address}</span>
            </span>
            <Button
              variant="secondary"
              size="sm"
              className="shrink-0"
              aria-label={t('editor.chooseLabel', { name: company.name })}
              onClick={() => onChoose(company)}
            >
              {t('editor.choose')}
            </Button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="space-y-2">
      <SearchField
        label={t('editor.companySearch')}
        placeholder={t('editor.companyPlaceholder')}
        clearLabel={t('editor.clearSearch')}
        value={query}
        onChange={setQuery}
      />
      {found}
      {list.hasNextPage && (
        <LoadMoreButton
          variant="ghost"
          size="sm"
          label={t('editor.moreCompanies')}
          loading={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        />
      )}
    </div>
  );
}
