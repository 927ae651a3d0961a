import { Check } from 'lucide-react';
import { useId } from 'react';

/** The colour of a pressed button: what the choice means. */
export type ChoiceTone = 'success' | 'pending' | 'danger' | 'neutral';

const pressed: Record<ChoiceTone, string> = {
  success: 'border-success-600 bg-success-600 text-white',
  pending: 'border-pending-700 bg-pending-700 text-white',
  danger: 'border-brand-600 bg-brand-600 text-white',
  neutral: 'border-slate-700 bg-slate-700 text-white',
};

interface ChoiceGroupProps<Value extends string> {
  label: string;
  /** The id of the attendee's name: the group is named "Attendance Marie Tremblay". */
  nameId: string;
  options: readonly Value[];
  value: Value | null;
  labelOf: (value: Value) => string;
  toneOf: (value: Value) => ChoiceTone;
  isDisabled?: (value: Value) => boolean;
  /** Why some buttons are disabled; shown under them while any is. */
  disabledHint?: string;
  /** Grid columns of the buttons. */
  columns: string;
  onChoose: (value: Value) => void;
}

/**
 * One choice among a few, as toggle buttons (aria-pressed) big enough for a thumb: the one chosen
 * is filled with its colour and ticked.
 */
export function ChoiceGroup<Value extends string>({
  label,
  nameId,
  options,
  value,
  labelOf,
  toneOf,
  isDisabled = () => false,
  disabledHint,
  columns,
  onChoose,
}: ChoiceGroupProps<Value>) {
  const labelId = useId();
  const hintId = useId();
  const showHint = disabledHint !== undefined && options.some((option) => isDisabled(option));
  return (
    <div
      role="group"
      aria-labelledby={`${labelId} ${nameId}`}
      aria-describedby={showHint ? hintId : undefined}
    >
      <p id={labelId} className="text-sm font-semibold text-slate-900">
        {label}
      </p>
      <div className={`mt-1.5 grid gap-2 ${columns}`}>
        {options.map((option) => {
          const on = option === value;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={on}
              disabled={isDisabled(option)}
              onClick={() => onChoose(option)}
              className={`inline-flex min-h-12 items-center justify-center gap-1.5 rounded-lg border px-2 py-2 text-center text-sm leading-tight font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${
                on
                  ? pressed[toneOf(option)]
                  : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50 active:bg-slate-100'
              }`}
            >
              {on && <Check aria-hidden="true" className="size-4 shrink-0" />}
              {labelOf(option)}
            </button>
          );
        })}
      </div>
      {showHint && (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {disabledHint}
        </p>
      )}
    </div>
  );
}
