import { Search } from 'lucide-react';
import { useId } from 'react';
import { inputClasses } from './field-styles';

interface SearchFieldProps {
  label: string;
  value: string;
  placeholder?: string;
  onChange: (value: string) => void;
}

/** A labelled search box with a magnifier, as the admin lists use it. */
export function SearchField({ label, value, placeholder, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-900">
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
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className={`${inputClasses} pl-10`}
        />
      </div>
    </div>
  );
}
