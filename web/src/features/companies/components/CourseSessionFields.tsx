import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { SessionWhen } from '@/components/SessionWhen';
import { FieldError } from '@/components/ui/FieldError';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import type { Course } from '@/lib/api/course-types';
import type { Schemas } from '@/lib/api/types';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';

type Session = Schemas['Session'];

interface SessionCardProps {
  session: Session;
  field: UseFormRegisterReturn<'sessionId'>;
  describedBy: string | undefined;
}

/** A session as a radio button drawn as a card: its days, hours, place and seats left. */
function SessionCard({ session, field, describedBy }: SessionCardProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const id = useId();
  const full = session.seatsLeft <= 0;
  return (
    <div
      data-testid="session-choice"
      className={`relative flex items-start gap-3 rounded-xl border p-3 transition-colors has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 ${
        full ? 'border-slate-200 bg-slate-50' : 'border-slate-300 bg-white hover:border-slate-500'
      }`}
    >
      <input
        id={id}
        type="radio"
        value={String(session.id)}
        disabled={full}
        aria-describedby={describedBy}
        className="relative z-10 mt-0.5 size-5 shrink-0 accent-brand-600 focus-visible:outline-none"
        {...field}
      />
      <label
        htmlFor={id}
        className={`min-w-0 flex-1 text-sm after:absolute after:inset-0 after:rounded-xl ${
          full ? 'cursor-not-allowed text-slate-600' : 'cursor-pointer text-slate-700'
        }`}
      >
        <span className="block font-semibold text-slate-900">
          <SessionWhen session={session} stacked hoursClassName="font-normal" />
        </span>
        <span className="block [overflow-wrap:anywhere]">{session.location}</span>
        <span
          className={`mt-1 inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${
            full ? 'bg-slate-200 text-slate-800' : 'bg-success-50 text-success-600'
          }`}
        >
          {full
            ? t('teamForm.sessionFull')
            : t('teamForm.sessionSeats', {
                count: session.seatsLeft,
                shown: formatWholeNumber(session.seatsLeft, language),
              })}
        </span>
      </label>
    </div>
  );
}

interface SessionChoiceProps {
  sessions: UseQueryResult<Session[]>;
  field: UseFormRegisterReturn<'sessionId'>;
  error?: string;
}

/** The chosen course's upcoming sessions, soonest first; a full one shows, and cannot be chosen. */
function SessionChoice({ sessions, field, error }: SessionChoiceProps) {
  const { t } = useTranslation('companies');
  const errorId = useId();
  if (sessions.isError && !sessions.data) {
    return (
      <LoadError
        message={t('teamForm.sessionsLoadError')}
        retryLabel={t('retry')}
        onRetry={() => void sessions.refetch()}
        retrying={sessions.isRefetching}
      />
    );
  }
  if (!sessions.data) {
    return (
      <div className="flex justify-center py-3">
        <Spinner label={t('teamForm.sessionsLoading')} className="[&_svg]:size-6" />
      </div>
    );
  }
  const scheduled = sessions.data.filter((session) => session.status === 'scheduled');
  if (scheduled.length === 0) {
    return <p className="text-sm text-slate-700">{t('teamForm.noSessions')}</p>;
  }
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold text-slate-900">{t('teamForm.session')}</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {scheduled.map((session) => (
          <SessionCard
            key={session.id}
            session={session}
            field={field}
            describedBy={error ? errorId : undefined}
          />
        ))}
      </div>
      <FieldError id={errorId} className="mt-2">
        {error}
      </FieldError>
    </fieldset>
  );
}

interface CourseSessionFieldsProps {
  courses: UseQueryResult<Course[]>;
  /** The chosen course's upcoming sessions; asked once a course is chosen. */
  sessions: UseQueryResult<Session[]>;
  courseChosen: boolean;
  courseField: UseFormRegisterReturn<'courseId'>;
  sessionField: UseFormRegisterReturn<'sessionId'>;
  courseError?: string;
  sessionError?: string;
}

/** The course, from the catalogue, then one of its upcoming sessions. */
export function CourseSessionFields({
  courses,
  sessions,
  courseChosen,
  courseField,
  sessionField,
  courseError,
  sessionError,
}: CourseSessionFieldsProps) {
  const { t } = useTranslation('companies');

  if (courses.isError && !courses.data) {
    return (
      <LoadError
        message={t('teamForm.coursesLoadError')}
        retryLabel={t('retry')}
        onRetry={() => void courses.refetch()}
        retrying={courses.isRefetching}
      />
    );
  }

  return (
    <div className="space-y-5">
      <div className="lg:max-w-xl">
        <SelectField
          label={t('teamForm.course')}
          error={courseError}
          required
          aria-busy={!courses.data}
          {...courseField}
        >
          <option value="">
            {courses.data ? t('teamForm.coursePlaceholder') : t('teamForm.coursesLoading')}
          </option>
          {courses.data?.map((course) => (
            <option key={course.id} value={String(course.id)}>
              {course.title}
            </option>
          ))}
        </SelectField>
      </div>
      {courseChosen && (
        <SessionChoice sessions={sessions} field={sessionField} error={sessionError} />
      )}
    </div>
  );
}
