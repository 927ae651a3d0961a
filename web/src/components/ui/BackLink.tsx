import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const tones = {
  /** The admin area's: slate, darker on hover. */
  admin: 'gap-1.5 text-slate-700 hover:text-slate-900',
  /** A public page's: the brand's red, underlined on hover. */
  brand: 'gap-1 rounded text-brand-700 hover:text-brand-800 hover:underline',
};

interface BackLinkProps {
  /** The page one level up: a detail page's list, a course's catalogue. */
  to: string;
  tone: keyof typeof tones;
  children: ReactNode;
}

/** The link above a page's heading back to the page it was reached from, with its arrow. */
export function BackLink({ to, tone, children }: BackLinkProps) {
  return (
    <Link to={to} className={`inline-flex items-center text-sm font-semibold ${tones[tone]}`}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
