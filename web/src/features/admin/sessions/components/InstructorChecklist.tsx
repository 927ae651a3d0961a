import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Checklist } from '@/components/Checklist';
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
export function InstructorChecklist({ assigned = NONE, ...props }: InstructorChecklistProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
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

  return (
    <Checklist
      {...props}
      legend={t('sessions.form.instructors')}
      hint={t('sessions.form.instructorsHint')}
      read={query}
      texts={{
        loading: t('sessions.form.instructorsLoading'),
        loadError: t('sessions.form.instructorsLoadError'),
        retry: t('sessions.retry'),
      }}
      options={options.map((option) => ({
        id: option.id,
        label: (
          <>
            <span className="block">
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
          </>
        ),
      }))}
      empty={t('sessions.form.noInstructors')}
      maxHeight="max-h-56"
    />
  );
}
