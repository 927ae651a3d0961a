import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface RadioChoicesProps<Value extends string> {
  options: readonly Value[];
  /** The form's field, as `register(name)` gives it. */
  field: UseFormRegisterReturn;
  label: (option: Value) => ReactNode;
  /** In a row that wraps (a few short choices), or one under the other. */
  layout?: 'row' | 'column';
}

/** One choice among a few in a form, as radio buttons with their labels (inside the caller's fieldset). */
export function RadioChoices<Value extends string>({
  options,
  field,
  label,
  layout = 'row',
}: RadioChoicesProps<Value>) {
  return (
    <div className={layout === 'row' ? 'flex flex-wrap gap-x-6 gap-y-1' : 'flex flex-col gap-1'}>
      {options.map((option) => (
        <label
          key={option}
          className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-900"
        >
          <input
            type="radio"
            value={option}
            className="size-5 shrink-0 accent-brand-600"
            {...field}
          />
          {label(option)}
        </label>
      ))}
    </div>
  );
}
