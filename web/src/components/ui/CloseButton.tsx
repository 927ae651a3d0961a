import { X } from 'lucide-react';
import type { ComponentProps } from 'react';

const styles = {
  /** In a dialog's or a panel's corner. */
  panel: {
    button: '-m-2 rounded-lg p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-900',
    icon: 'size-5',
  },
  /** Inside a tinted message (an alert). */
  message: { button: '-m-1 rounded-lg p-1 hover:bg-black/5', icon: 'size-4' },
  /** Inside a tinted message of a row, a larger target. */
  row: { button: '-m-1 rounded-lg p-2 hover:bg-black/5', icon: 'size-4' },
} as const;

interface CloseButtonProps extends Omit<ComponentProps<'button'>, 'type' | 'children'> {
  /** The button's accessible name ("Close", "Dismiss"). */
  label: string;
  variant?: keyof typeof styles;
}

/** A cross that closes a dialog or a panel, or dismisses a message. */
export function CloseButton({ label, variant = 'panel', className, ...props }: CloseButtonProps) {
  const style = styles[variant];
  return (
    <button
      type="button"
      aria-label={label}
      className={className ? `${style.button} ${className}` : style.button}
      {...props}
    >
      <X aria-hidden="true" className={style.icon} />
    </button>
  );
}
