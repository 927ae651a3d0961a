import type { ReactNode } from 'react';

interface FieldsetRowsProps<Row extends { id: string }> {
  /** The rows of a field array (react-hook-form's `fields`), each kept by its id. */
  rows: Row[];
  /** Each row's test id, for the tests that count them. */
  testId: string;
  /** A row's name, from its position (1, 2, …): "Day 2", "Number 2". */
  legend: (position: number) => string;
  /** A row's fields, from its index in the array and its position. */
  children: (index: number, position: number) => ReactNode;
}

/**
 * The rows of a repeated group of fields (a session's days, an instructor's numbers): a numbered
 * list of framed groups, each named by its legend, so a screen reader says which row a field is in.
 */
export function FieldsetRows<Row extends { id: string }>({
  rows,
  testId,
  legend,
  children,
}: FieldsetRowsProps<Row>) {
  return (
    <ol className="space-y-3">
      {rows.map((row, index) => (
        <li key={row.id} data-testid={testId}>
          <fieldset className="min-w-0 rounded-xl border border-surface-strong p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold text-slate-900">
              {legend(index + 1)}
            </legend>
            {children(index, index + 1)}
          </fieldset>
        </li>
      ))}
    </ol>
  );
}
