import type { ReactNode } from 'react';

interface LegalSectionProps {
  /** The anchor the table of contents points at. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A part of a legal page: a card with its heading, clear of the sticky header when linked to. */
export function LegalSection({ id, title, children }: LegalSectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 rounded-2xl border border-surface-strong bg-white p-5 shadow-sm sm:p-7"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
