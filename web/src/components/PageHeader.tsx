import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';
import { Button } from './ui/Button';
import { pageHeadingClass } from './ui/heading-styles';

interface PageHeaderProps {
  /** The page's name: the document's title, and its heading unless `heading` says more. */
  title: string;
  /** A heading that says more than the document's title (a welcome with the name). */
  heading?: ReactNode;
  lead?: ReactNode;
  /** Buttons beside the heading (an admin page's), under it on a phone. */
  actions?: ReactNode;
  /** The admin page's one primary action (create, add): a button beside the heading. */
  add?: { icon: LucideIcon; label: string; onClick: () => void };
  /** 'admin': the admin area's smaller heading; 'public': a public page's. */
  variant?: 'admin' | 'public';
  /** Classes of a public page's header (its spacing). */
  className?: string;
}

/** A page's document title, heading, introduction and, on an admin page, its actions. */
export function PageHeader({
  title,
  heading = title,
  lead,
  actions,
  add,
  variant = 'admin',
  className = '',
}: PageHeaderProps) {
  if (variant === 'public') {
    return (
      <header className={`max-w-3xl ${className}`.trim()}>
        <PageTitle title={title} />
        <h1 className={pageHeadingClass}>{heading}</h1>
        {lead && <p className="mt-3 text-lg text-slate-700">{lead}</p>}
      </header>
    );
  }
  const text = (
    <div>
      <PageTitle title={title} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{heading}</h1>
      {lead && <p className="mt-2 max-w-2xl text-slate-700">{lead}</p>}
    </div>
  );
  if (!actions && !add) return text;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      {text}
      {actions}
      {add && (
        <Button className="shrink-0" onClick={add.onClick}>
          <add.icon aria-hidden="true" className="size-5" />
          {add.label}
        </Button>
      )}
    </div>
  );
}
