import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';

interface SegmentedLink {
  label: string;
  to: string;
  active: boolean;
  icon?: LucideIcon;
}

interface SegmentedLinksProps {
  /** What the choice is about, read by screen readers ("Affichage"). */
  label: string;
  links: readonly SegmentedLink[];
}

/**
 * Side-by-side links to the other ways of showing the same page (Liste | Calendrier, Demandes |
 * Devis): each one an address, so back and a shared link work; the current one is marked for
 * screen readers. The admin pages share it.
 */
export function SegmentedLinks({ label, links }: SegmentedLinksProps) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5"
    >
      {links.map(({ label: text, to, active, icon: Icon }) => (
        <Link
          key={text}
          to={to}
          aria-current={active ? 'true' : undefined}
          className={`inline-flex min-h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold ${
            active ? 'bg-slate-900 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {Icon && <Icon aria-hidden="true" className="size-4" />}
          {text}
        </Link>
      ))}
    </div>
  );
}
