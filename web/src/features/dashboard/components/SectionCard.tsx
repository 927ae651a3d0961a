import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}

/** A titled block of the dashboard, named by its heading for screen readers. */
export function SectionCard({ title, icon: Icon, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** What a section says when it has nothing to show yet. */
export function EmptyState({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-surface px-4 py-8 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-700">{hint}</p>
    </div>
  );
}
