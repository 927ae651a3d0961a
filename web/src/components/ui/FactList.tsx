import type { ReactNode } from 'react';

export interface Fact {
  /** Names the row among the others; the label when not given. */
  key?: string;
  label: string;
  value: ReactNode;
}

interface FactListProps {
  facts: readonly Fact[];
  /** Tighter rows and a narrower label column, for a list that shares its card's width. */
  compact?: boolean;
  /** Each value starts with a capital letter (a French date starts with its weekday's name). */
  capitalize?: boolean;
}

/** Label and value rows divided by rules, stacked on a phone and side by side above. */
export function FactList({ facts, compact = false, capitalize = false }: FactListProps) {
  return (
    <dl className="divide-y divide-surface-strong">
      {facts.map((fact) => (
        <div
          key={fact.key ?? fact.label}
          className={`grid gap-1 sm:gap-4 ${
            compact
              ? 'py-2.5 sm:grid-cols-[11rem_minmax(0,1fr)]'
              : 'py-3 sm:grid-cols-[12rem_minmax(0,1fr)]'
          }`}
        >
          <dt className="text-sm font-medium text-slate-600">{fact.label}</dt>
          <dd
            className={`text-slate-900 ${capitalize ? 'first-letter:uppercase' : '[overflow-wrap:anywhere]'}`}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
