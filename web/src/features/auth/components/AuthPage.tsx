import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/PageTitle';

interface AuthPageProps {
  icon: LucideIcon;
  title: string;
  lead?: string;
  children: ReactNode;
  /** Under the card, e.g. the link to the other form. */
  footer?: ReactNode;
}

/** The frame of the sign-in, sign-up and password pages: one card, centred, mobile first. */
export function AuthPage({ icon: Icon, title, lead, children, footer }: AuthPageProps) {
  return (
    <div className="bg-surface px-4 py-10 sm:py-16">
      <PageTitle title={title} />
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-2xl border border-surface-strong bg-white p-6 shadow-sm sm:p-8">
          <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {lead && <p className="mt-2 text-slate-700">{lead}</p>}
          <div className="mt-6">{children}</div>
        </div>
        {footer && <div className="mt-6 text-center text-sm text-slate-700">{footer}</div>}
      </div>
    </div>
  );
}
