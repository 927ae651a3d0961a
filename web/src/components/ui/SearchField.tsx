import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { inputClasses } from './field-styles';

interface SearchFieldProps {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
  /** The label for screen readers only (the placeholder and the magnifier say what it is). */
  hideLabel?: boolean;
  /** With it, a button that empties the field while it has text. */
  clearLabel?: string;
}

/** A labelled search box with a magnifier: the catalogue's and the admin lists'. */
export function SearchField({
  label,
  value,
  placeholder,
  onChange,
  hideLabel = false,
  clearLabel,
}: SearchFieldProps) {
  const id = useId();
  return (
    <div>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-semibold text-slate-900'}
      >
        {label}
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
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClasses} min-h-11 pl-10 ${clearLabel ? 'pr-11 [&::-webkit-search-cancel-button]:hidden' : ''}`}
        />
        {clearLabel && value && (
          <button
            type="button"
            onClick={() => onChange('')}
            aria-label={clearLabel}
            className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
