import { useId, type ReactNode } from 'react';
import { FieldError } from '@/components/ui/FieldError';

interface ChoiceFieldsetProps {
  legend: ReactNode;
  /** Under the legend, read with the group. */
  hint?: string;
  /** The choice's message, read with the group. */
  error?: string;
  children: ReactNode;
}

/** A form's group of choices (radio buttons or boxes, and what goes with them) under its legend. */
export function ChoiceFieldset({ legend, hint, error, children }: ChoiceFieldsetProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={describedBy || undefined}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
