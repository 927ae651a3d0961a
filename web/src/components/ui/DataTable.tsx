import { useId, type HTMLAttributes, type Key, type ReactNode } from 'react';

export interface DataColumn<Row> {
  key: string;
  /** The column's header; on a narrow screen, the label in front of each value. */
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell that names the row (a row header): the title of its card on a narrow screen. */
  rowHeader?: boolean;
  /** The row's buttons: right-aligned in the table, a full-width bar under its card. */
  actions?: boolean;
  /**
   * A control of the row, e.g. its selection box: a narrow column in the table, in front of the
   * card's title on a narrow screen. Its header (e.g. "select all") shows above the table's
   * columns, or above the cards, never in front of each value.
   */
  control?: boolean;
  /** Figures: right-aligned in the table. */
  numeric?: boolean;
  /** A header read by screen readers only, and no label on a narrow screen. */
  hiddenHeader?: boolean;
  className?: string | ((row: Row) => string);
}

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };

interface DataTableProps<Row> {
  /** What the table lists; names the table and its region for screen readers. */
  caption: string;
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  columns: readonly DataColumn<Row>[];
  /** What it says when there are no rows. */
  empty: ReactNode;
  rowProps?: (row: Row) => RowAttributes;
  /** A card of its own (the admin lists), or plain inside a titled section. */
  framed?: boolean;
  /** Narrower cells, for a table of many short columns (the bookings). */
  dense?: boolean;
}

const headerClass = 'text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

/*
 * One table for the admin lists. It never scrolls sideways: cells wrap, and when its own box is
 * narrower than 56rem (a phone, a tablet, a narrow column) each row becomes a card, the row
 * header on top, every other value behind its column's name, the actions in a bar underneath.
 * The switch follows the box (a container query), not the window, so the admin side bar counts.
 */
export function DataTable<Row>({
  caption,
  rows,
  rowKey,
  columns,
  empty,
  rowProps,
  framed = true,
  dense = false,
}: DataTableProps<Row>) {
  const id = useId();
  const pad = dense ? 'px-2 @4xl:first:pl-4 @4xl:last:pr-4' : framed ? 'px-4' : 'px-3';
  const control = columns.find((column) => column.control);
  return (
    <div
      role="region"
      aria-labelledby={id}
      className={`@container min-w-0 ${framed ? 'rounded-2xl border border-surface-strong bg-white shadow-sm' : ''}`}
    >
      {control && rows.length > 0 && (
        // The table's header row is for screen readers only on a narrow screen: the control's
        // header gets a line of its own there.
        <div className={`border-b border-surface-strong py-2 @4xl:hidden ${framed ? 'px-4' : ''}`}>
          {control.header}
        </div>
      )}
      <table className="w-full border-collapse @max-4xl:block">
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        <thead
          className={`border-b border-surface-strong @max-4xl:sr-only ${framed ? 'bg-slate-50' : ''}`}
        >
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`${pad} py-3 ${headerClass} ${column.numeric || column.actions ? 'text-right' : ''} ${column.control ? '@4xl:w-px' : ''}`}
              >
                {column.hiddenHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : column.control ? (
                  // Shown above the cards instead (one copy in reach at a time).
                  <span className="@max-4xl:hidden">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-surface-strong @max-4xl:block">
          {rows.map((row) => {
            const { className: rowClass = '', ...attributes } = rowProps?.(row) ?? {};
            return (
              <tr
                key={rowKey(row)}
                className={`@max-4xl:block @max-4xl:py-3 ${framed ? '@max-4xl:px-4' : ''} ${rowClass}`}
                {...attributes}
              >
                {columns.map((column) => (
                  <DataCell key={column.key} column={column} row={row} pad={pad} />
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {rows.length === 0 && (
        <p className={`px-4 text-center text-slate-600 ${framed ? 'py-10' : 'py-6'}`}>{empty}</p>
      )}
    </div>
  );
}

function DataCell<Row>({ column, row, pad }: { column: DataColumn<Row>; row: Row; pad: string }) {
  const extra = typeof column.className === 'function' ? column.className(row) : column.className;
  const base = `${pad} py-3 align-top text-sm text-slate-700 @max-4xl:px-0 ${extra ?? ''}`;
  if (column.rowHeader) {
    return (
      <th scope="row" className={`${base} text-left font-normal @max-4xl:block @max-4xl:pt-0`}>
        {column.cell(row)}
      </th>
    );
  }
  if (column.control) {
    return (
      <td
        className={`${base} @4xl:w-px @max-4xl:float-left @max-4xl:mr-2 @max-4xl:pt-0.5 @max-4xl:pb-0`}
      >
        {column.cell(row)}
      </td>
    );
  }
  if (column.actions) {
    return (
      <td className={`${base} text-right @max-4xl:block @max-4xl:pb-0 @max-4xl:text-left`}>
        {column.cell(row)}
      </td>
    );
  }
  const stacked = column.hiddenHeader
    ? '@max-4xl:block'
    : '@max-4xl:grid @max-4xl:grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] @max-4xl:gap-3';
  return (
    <td
      className={`${base} ${column.numeric ? 'text-right' : ''} ${stacked} @max-4xl:py-1 @max-4xl:text-left`}
    >
      {!column.hiddenHeader && (
        <span
          aria-hidden="true"
          data-testid="cell-label"
          className={`${headerClass} pt-0.5 @4xl:hidden`}
        >
          {column.header}
        </span>
      )}
      <div className="min-w-0 [overflow-wrap:anywhere]">{column.cell(row)}</div>
    </td>
  );
}

/** A button or link of a row's actions, outlined; add the border and text colours. */
export const rowActionClass =
  'inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border px-3 py-1 text-center text-sm leading-tight font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/** A row's actions side by side, wrapping when the column is narrow. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex flex-wrap justify-end gap-2 @max-4xl:flex @max-4xl:justify-start">
      {children}
    </span>
  );
}
