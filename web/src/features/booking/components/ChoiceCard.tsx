import { useId, type ComponentProps, type ReactNode } from 'react';

type ChoiceCardProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  description?: ReactNode;
  /** Shown at the right, e.g. a seats badge; also read as part of the description. */
  badge?: ReactNode;
  /**
   * Under the description, above the card's click area, e.g. a button of its own (which may point
   * at the card's label, `${id}-label`, to say what it is about).
   */
  footer?: ReactNode;
  /** The id of more text that describes the choice, e.g. why it is disabled. */
  reasonId?: string;
};

/** A radio button drawn as a card; the whole card can be clicked. */
export function ChoiceCard({
  label,
  description,
  badge,
  footer,
  reasonId,
  disabled,
  id,
  ...props
}: ChoiceCardProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const descriptionId = `${inputId}-description`;
  const describedBy = [description || badge ? descriptionId : '', reasonId ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={`relative flex items-start gap-3 rounded-xl border p-4 transition-colors has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${
        disabled
          ? 'border-slate-200 bg-slate-50'
          : 'border-slate-300 bg-white hover:border-slate-500'
      }`}
    >
      <input
        id={inputId}
        type="radio"
        disabled={disabled}
        aria-describedby={describedBy || undefined}
        className="relative z-10 mt-0.5 size-5 shrink-0 scroll-mt-24 accent-brand-600 focus-visible:outline-none"
        {...props}
      />
      <div className="min-w-0 flex-1">
        <label
          id={`${inputId}-label`}
          htmlFor={inputId}
          className={`block font-semibold after:absolute after:inset-0 after:rounded-xl ${
            disabled ? 'cursor-not-allowed text-slate-600' : 'cursor-pointer text-slate-900'
          }`}
        >
          {label}
        </label>
        {(description || badge) && (
          <p
            id={descriptionId}
            className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700"
          >
            {description && <span>{description}</span>}
            {badge}
          </p>
        )}
        {footer && <div className="relative z-10 mt-2">{footer}</div>}
      </div>
    </div>
  );
}
