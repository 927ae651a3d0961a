import type { ReactNode } from 'react';

/** A pill's look, for a radio button or a checkbox drawn as one (its input covers it, unseen). */
export const pillClass =
  'relative inline-flex cursor-pointer items-center gap-2 rounded-full border text-sm font-semibold has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';
export const pillInputClass =
  'absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0';
const sizes = { md: 'min-h-10 px-3.5', lg: 'min-h-11 px-4' } as const;
const tone =
  'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 has-checked:border-slate-900 has-checked:bg-slate-900 has-checked:text-white';

interface PillRadioGroupProps<Value extends string> {
  /** Read by screen readers only: the pills say what they filter. */
  legend: string;
  name: string;
  options: readonly Value[];
  value: Value;
  onChange: (value: Value) => void;
  /** What a pill shows; `checked` lets it restyle what it adds (a count). */
  label: (option: Value, checked: boolean) => ReactNode;
  size?: keyof typeof sizes;
}

/** One choice among a few, as a row of pills: radio buttons, reached and changed with the keyboard. */
export function PillRadioGroup<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
  size = 'md',
}: PillRadioGroupProps<Value>) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option || 'all'} className={`${pillClass} ${sizes[size]} ${tone}`}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className={pillInputClass}
            />
            {label(option, value === option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
