import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** How each kind of input and its label are drawn. */
const looks = {
  radio: { label: 'gap-2', input: 'size-5 shrink-0 accent-brand-600' },
  checkbox: { label: 'gap-3', input: 'size-5 shrink-0 rounded border-slate-400 accent-brand-600' },
};

export interface ChoicesProps<Value extends string> {
  /** One of them (radio buttons), or any of them (boxes to check). */
  type: 'radio' | 'checkbox';
  options: readonly Value[];
  /** The form's field, as `register(name)` gives it. */
  field: UseFormRegisterReturn;
  label: (option: Value) => ReactNode;
  /** In a row that wraps (a few short choices), or one under the other. */
  layout?: 'row' | 'column';
  /** The field has an error: each input says so. */
  invalid?: boolean;
}

/** A few choices in a form, each an input with its label (inside the caller's fieldset). */
export function Choices<Value extends string>({
  type,
  options,
  field,
  label,
  layout = 'row',
  invalid,
}: ChoicesProps<Value>) {
  const look = looks[type];
  return (
    <div className={layout === 'row' ? 'flex flex-wrap gap-x-6 gap-y-1' : 'flex flex-col gap-1'}>
      {options.map((option) => (
        <label
          key={option}
          className={`flex min-h-11 cursor-pointer items-center ${look.label} text-sm text-slate-900`}
        >
          <input
            type={type}
            value={option}
            aria-invalid={invalid || undefined}
            className={look.input}
            {...field}
          />
          {label(option)}
        </label>
      ))}
    </div>
  );
}
