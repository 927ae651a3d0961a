import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface PanelFrameProps {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  testId?: string;
}

/** The box that explains the chosen payment method. */
export function PanelFrame({ icon: Icon, title, children, testId }: PanelFrameProps) {
  return (
    <div
      className="space-y-3 rounded-xl border border-surface-strong bg-white p-4"
      data-testid={testId}
    >
      <h3 className="flex items-center gap-2 font-bold text-slate-900">
        <Icon aria-hidden="true" className="size-5 text-brand-700" />
        {title}
      </h3>
      {children}
    </div>
  );
}
