import { useId, type ReactNode } from 'react';

interface PrivacySectionProps {
  title: string;
  lead: string;
  /** What the office must know of the list's keeping, under the lead. */
  note?: string;
  /** The section's button (record an incident), beside its heading, under it on a phone. */
  action?: ReactNode;
  children: ReactNode;
}

/** A section of the privacy page: its heading, what it lists, and the list. */
export function PrivacySection({ title, lead, note, action, children }: PrivacySectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-5">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl space-y-1">
          <h2 id={headingId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <p className="text-slate-700">{lead}</p>
          {note && <p className="text-sm font-medium text-slate-900">{note}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}
