import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { describedBy, FieldShell } from '@/components/ui/FieldShell';
import { inputClasses } from '@/components/ui/field-styles';

type PasswordFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: string;
  hint?: string;
  error?: string;
  /** Accessible names of the show/hide button. */
  showLabel: string;
  hideLabel: string;
};

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  hint,
  error,
  showLabel,
  hideLabel,
  id,
  className = '',
  ...props
}: PasswordFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <FieldShell id={fieldId} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          id={fieldId}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, hint, error)}
          className={`${inputClasses} pr-12 ${className}`}
          {...props}
        />
        <button
          type="button"
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={fieldId}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
    </FieldShell>
  );
}
