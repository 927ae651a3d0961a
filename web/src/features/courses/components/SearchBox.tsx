import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/field-styles';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

export function SearchBox({ value, onChange }: SearchBoxProps) {
  const { t } = useTranslation('courses');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="sr-only">
        {t('filters.search')}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          id={id}
          type="search"
          value={value}
          maxLength={200}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClasses} min-h-11 pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden`}
        />
        {value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={t('filters.clearSearch')}
            className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
