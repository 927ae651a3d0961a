import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled card of the booking form. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-surface-strong bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}
