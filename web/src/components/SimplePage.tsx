import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';
import { Container } from './ui/Container';

interface SimplePageProps {
  title: string;
  lead: string;
  icon: LucideIcon;
  children?: ReactNode;
}

/** A page made of a heading, one paragraph and optional actions. */
export function SimplePage({ title, lead, icon: Icon, children }: SimplePageProps) {
  return (
    <div className="bg-surface">
      <PageTitle title={title} />
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-16 text-center sm:py-24">
        <span className="mb-6 inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-8" />
        </span>
        <h1 className="max-w-2xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          {title}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-slate-700">{lead}</p>
        {children && (
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">{children}</div>
        )}
      </Container>
    </div>
  );
}
