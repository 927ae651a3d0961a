import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Green for done or paid, amber for waiting, red for a problem, grey for the rest. */
const tones = {
  success: 'bg-success-50 text-success-600 ring-success-600/30',
  pending: 'bg-pending-50 text-pending-700 ring-pending-700/30',
  danger: 'bg-brand-50 text-brand-700 ring-brand-700/30',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-700/20',
};

export type BadgeTone = keyof typeof tones;

interface BadgeProps {
  tone: BadgeTone;
  icon?: LucideIcon;
  children: ReactNode;
}

/** A short state in a coloured pill, its icon beside the words. */
export function Badge({ tone, icon: Icon, children }: BadgeProps) {
  return (
    <span
      className={`inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]}`}
    >
      {Icon && <Icon aria-hidden="true" className="size-3.5 shrink-0" />}
      <span>{children}</span>
    </span>
  );
}
