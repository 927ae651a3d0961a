import { useId, useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useEveryAdminInstructor } from '@/lib/api/get-admin-instructors';
import { useLanguage } from '@/lib/i18n/use-language';
import type { SessionInstructor } from '../api/types';

interface InstructorChecklistProps {
  /** The ids of the instructors checked. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** The first box's, so that an error on the list focuses it. */
  inputRef?: Ref<HTMLInputElement>;
  error?: string;
  /** The session's instructors (an edit): still listed when no longer instructors. */
  assigned?: readonly SessionInstructor[];
}

const NONE: readonly SessionInstructor[] = [];

interface Option {
  id: number;
  name: string;
  languages: readonly ('fr' | 'en')[];
  former: boolean;
}

/**
 * A session's instructors, as boxes to check, by name, each with the languages they teach in:
 * the current instructors, and those the session already has who no longer are.
 */
export function InstructorChecklist({
  value,
  onChange,
  inputRef,
  error,
  assigned = NONE,
}: InstructorChecklistProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const query = useEveryAdminInstructor();
  const options = useMemo(() => {
    const current: Option[] = (query.data ?? [])
      .filter((instructor) => instructor.active)
      .map((instructor) => ({
        id: instructor.id,
        name: `${instructor.firstName} ${instructor.lastName}`.trim() || instructor.email,
        languages: instructor.languages,
        former: false,
      }));
    const known = new Set(current.map((option) => option.id));
    const former: Option[] = assigned
      .filter((instructor) => !known.has(instructor.id))
      .map((instructor) => ({ ...instructor, languages: [], former: true }));
    return [...current, ...former].sort((a, b) => a.name.localeCompare(b.name, language));
  }, [query.data, assigned, language]);
  const checked = new Set(value);

  const toggle = (instructorId: number, on: boolean) =>
    onChange(on ? [...value, instructorId] : value.filter((other) => other !== instructorId));

  let content;
  if (query.isError && !query.data) {
    content = (
      <LoadError
        message={t('sessions.form.instructorsLoadError')}
        retryLabel={t('sessions.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  } else if (query.isPending) {
    content = (
      <div className="flex justify-center py-4">
        <Spinner label={t('sessions.form.instructorsLoading')} />
      </div>
    );
  } else if (options.length === 0) {
    content = <p className="text-sm text-slate-600">{t('sessions.form.noInstructors')}</p>;
  } else {
    content = (
      <ul className="max-h-56 divide-y divide-surface-strong overflow-y-auto rounded-lg border border-slate-300">
        {options.map((option, index) => (
          <li key={option.id}>
            <label className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2.5 hover:bg-slate-50">
              <input
                ref={index === 0 ? inputRef : undefined}
                type="checkbox"
                checked={checked.has(option.id)}
                onChange={(event) => toggle(option.id, event.target.checked)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-600"
              />
              <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
                <span className="block text-slate-900">
                  {option.former
                    ? t('sessions.form.formerInstructor', { name: option.name })
                    : option.name}
                </span>
                {option.languages.length > 0 && (
                  <span className="block text-xs text-slate-600">
                    {option.languages
                      .map((code) => t(`sessions.form.languageNames.${code}`))
                      .join(', ')}
                  </span>
                )}
              </span>
            </label>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-slate-900">
        {t('sessions.form.instructors')}
      </legend>
      <p id={hintId} className="text-sm text-slate-600">
        {t('sessions.form.instructorsHint')}
      </p>
      {content}
      {error && (
        <p id={errorId} className="text-sm font-medium text-brand-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
