import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: string;
  /** A line under the title. */
  description?: string;
  icon?: LucideIcon;
  /** The heading's id, when something else in the page points at it. */
  id?: string;
  /**
   * 'card' (default): a white card with an h2. 'divided': a block of a larger card (a dialog's
   * form), an h3 with a rule above it, none above the first.
   */
  variant?: 'card' | 'divided';
  /** A card's padding classes, when its page's cards have other padding than the default. */
  padding?: string;
  children: ReactNode;
}

/** A titled block of a page or form, named by its heading for screen readers. */
export function SectionCard({
  title,
  description,
  icon: Icon,
  id,
  variant = 'card',
  padding = 'p-5 sm:p-6',
  children,
}: SectionCardProps) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  const divided = variant === 'divided';
  const Heading = divided ? 'h3' : 'h2';
  return (
    <section
      aria-labelledby={headingId}
      className={
        divided
          ? 'border-t border-surface-strong pt-5 first:border-t-0 first:pt-0'
          : `min-w-0 rounded-2xl border border-surface-strong bg-white shadow-sm ${padding}`
      }
    >
      <Heading
        id={headingId}
        className={`flex items-center gap-2 font-bold text-slate-900 ${divided ? 'text-base' : 'text-lg'}`}
      >
        {Icon && <Icon aria-hidden="true" className="size-5 shrink-0 text-brand-700" />}
        {title}
      </Heading>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
