import type { ReactNode } from 'react';

interface FieldErrorProps {
  /** What the field or group points at with `aria-describedby`. */
  id?: string;
  /** `alert` where the message is not tied to a field, so that it is read when it appears. */
  role?: 'alert';
  /** Spacing from what stands above it, where its container does not space it. */
  className?: string;
  /** The message, already translated; nothing shows without one. */
  children: ReactNode;
}

/** A field's or a group of fields' message, in the forms' error colour. */
export function FieldError({ id, role, className = '', children }: FieldErrorProps) {
  if (!children) return null;
  return (
    <p id={id} role={role} className={`${className} text-sm font-medium text-brand-700`.trim()}>
      {children}
    </p>
  );
}
