import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: string;
  hint: string;
  /** What to do about it: a button. */
  action?: ReactNode;
}

/** What a list says when it has nothing to show yet. */
export function EmptyState({ title, hint, action }: EmptyStateProps) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 bg-surface px-4 py-8 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-700">{hint}</p>
      {action && <div className="mt-4 flex justify-center">{action}</div>}
    </div>
  );
}
