import { useId, type ReactNode, type Ref } from 'react';
import { LoadError } from '@/components/LoadError';
import { FieldError } from '@/components/ui/FieldError';
import { Spinner } from '@/components/ui/Spinner';

/** One box of a checklist: what it stands for and what its label says. */
export interface ChecklistOption {
  id: number;
  label: ReactNode;
  /** The box cannot be checked (what its label says is why). */
  disabled?: boolean;
}

/** What a checklist needs of the read that brings its options. */
interface ChecklistRead {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => Promise<unknown>;
}

interface ChecklistProps {
  legend: string;
  /** Under the legend, and the fieldset's description. */
  hint?: string;
  read: ChecklistRead;
  texts: { loading: string; loadError: string; retry: string };
  options: readonly ChecklistOption[];
  /** What shows in place of the boxes when there are none. */
  empty: string;
  /** The ids checked. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** The first box's that can be checked, so that an error on the list focuses it. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  /** Above the boxes once they are read (a search). */
  header?: ReactNode;
  /** Under the boxes once they are read (a count, "More"). */
  footer?: ReactNode;
  /** The list's height before it scrolls, a Tailwind class. */
  maxHeight?: string;
}

/**
 * A list of boxes to check in a fieldset (courses, instructors, employees): a spinner while the
 * options load, an error with Retry, what it says when there are none, and the field's error,
 * tied to each box.
 */
export function Checklist({
  legend,
  hint,
  read,
  texts,
  options,
  empty,
  value,
  onChange,
  inputRef,
  error,
  header,
  footer,
  maxHeight = 'max-h-64',
}: ChecklistProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const checked = new Set(value);
  // An error on the list focuses its first box that can be checked.
  const focusable = options.find((option) => !option.disabled)?.id;

  const toggle = (optionId: number, on: boolean) =>
    onChange(on ? [...value, optionId] : value.filter((other) => other !== optionId));

  let content;
  if (read.isError && !read.data) {
    content = (
      <LoadError
        message={texts.loadError}
        retryLabel={texts.retry}
        onRetry={() => void read.refetch()}
        retrying={read.isRefetching}
      />
    );
  } else if (read.isPending) {
    content = (
      <div className="flex justify-center py-4">
        <Spinner label={texts.loading} />
      </div>
    );
  } else {
    content = (
      <>
        {header}
        {options.length === 0 ? (
          <p className="text-sm text-slate-600">{empty}</p>
        ) : (
          <ul
            className={`${maxHeight} divide-y divide-surface-strong overflow-y-auto rounded-lg border border-slate-300`}
          >
            {options.map((option) => (
              <li key={option.id}>
                <label
                  className={`flex min-h-11 items-start gap-3 px-3 py-2.5 ${option.disabled ? 'cursor-not-allowed bg-slate-50' : 'cursor-pointer hover:bg-slate-50'}`}
                >
                  <input
                    ref={option.id === focusable ? inputRef : undefined}
                    type="checkbox"
                    disabled={option.disabled}
                    checked={checked.has(option.id)}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
                  />
                  <span className="min-w-0 text-sm text-slate-900 [overflow-wrap:anywhere]">
                    {option.label}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {footer}
      </>
    );
  }

  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="text-sm font-semibold text-slate-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {content}
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
