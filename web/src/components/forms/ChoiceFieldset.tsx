import { useId, type ReactNode } from 'react';

interface ChoiceFieldsetProps {
  legend: ReactNode;
  /** The choice's message, read with the group. */
  error?: string;
  children: ReactNode;
}

/** A form's group of choices (radio buttons, and what goes with them) under its legend. */
export function ChoiceFieldset({ legend, error, children }: ChoiceFieldsetProps) {
  const errorId = useId();
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className="text-sm font-medium text-brand-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
