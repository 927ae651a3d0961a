import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Stat {
  /** Names the figure for tests: data-testid="stat-<key>". */
  key: string;
  label: string;
  value: string;
  icon: LucideIcon;
  /** The icon's background and colour. */
  tone?: string;
  /** A line under the figure (a growth badge, a detail). */
  extra?: ReactNode;
}

interface StatTilesProps {
  /** Names the list for screen readers. */
  label: string;
  stats: readonly Stat[];
  /** The grid's columns, e.g. "grid-cols-2 lg:grid-cols-4". */
  columns: string;
}

/*
 * Key figures, one tile each: the figure, its label under it, an icon. A tile narrower than
 * 10rem (two side by side on a phone) puts its icon above the text, and labels wrap (hyphenated
 * in the page's language) rather than being cut.
 */
export function StatTiles({ label, stats, columns }: StatTilesProps) {
  return (
    <ul aria-label={label} className={`grid gap-3 sm:gap-4 ${columns}`}>
      {stats.map(({ key, label: name, value, icon: Icon, tone, extra }) => (
        <li
          key={key}
          className="@container min-w-0 rounded-2xl border border-surface-strong bg-white p-4 shadow-sm sm:p-5"
        >
          <div className="flex flex-col gap-3 @min-[10rem]:flex-row @min-[10rem]:items-center @min-[10rem]:gap-4">
            <span
              className={`inline-flex size-10 shrink-0 items-center justify-center rounded-xl sm:size-12 ${tone ?? 'bg-brand-50 text-brand-700'}`}
            >
              <Icon aria-hidden="true" className="size-5 sm:size-6" />
            </span>
            <div className="min-w-0">
              <dl className="flex flex-col-reverse">
                <dt className="text-sm font-medium break-words hyphens-auto text-slate-600">
                  {name}
                </dt>
                <dd
                  className="text-2xl font-bold break-words text-slate-900 tabular-nums"
                  data-testid={`stat-${key}`}
                >
                  {value}
                </dd>
              </dl>
              {extra && <div className="mt-1">{extra}</div>}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
