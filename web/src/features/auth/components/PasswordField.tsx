import { Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { FieldShell, useControlProps } from '@/components/ui/FieldShell';

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
  const control = useControlProps(id, hint, error, `pr-12 ${className}`);
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <FieldShell id={control.id} label={label} hint={hint} error={error}>
      <div className="relative">
        <input
          {...control}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          {...props}
        />
        <button
          type="button"
          aria-label={visible ? hideLabel : showLabel}
          aria-controls={control.id}
          onClick={() => setVisible((shown) => !shown)}
          className="absolute inset-y-0 right-0 inline-flex w-11 items-center justify-center rounded-r-lg text-slate-600 hover:text-slate-900"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      </div>
    </FieldShell>
  );
}
