import type { ReactNode } from 'react';

/** A titled block of the student's record. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-surface-strong bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export const headerClass =
  'px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
export const cellClass = 'px-3 py-2.5 align-top text-sm text-slate-700';
