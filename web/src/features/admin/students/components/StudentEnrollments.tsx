import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { ProgressTrack } from '@/components/ui/ProgressTrack';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import type { EnrollmentChange, StudentEnrollment } from '../api/types';
import { numberFormat } from '@/lib/format/intl';

interface StudentEnrollmentsProps {
  enrollments: readonly StudentEnrollment[];
  /** The enrollment being saved, if any. */
  busyId: number | null;
  onChange: (enrollment: StudentEnrollment, change: EnrollmentChange) => void;
  /** Completion asked for an enrollment without attendance or payment: a reason is needed. */
  onOverride: (enrollment: StudentEnrollment) => void;
}

/** Each enrollment with its progress, attendance and completion of the in-person part. */
export function StudentEnrollments({
  enrollments,
  busyId,
  onChange,
  onOverride,
}: StudentEnrollmentsProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const percent = numberFormat(intlLocale(language), { style: 'percent' });

  return (
    <SectionCard id="student-enrollments" title={t('student.enrollments.title')}>
      {enrollments.length === 0 ? (
        <p className="text-slate-600">{t('student.enrollments.empty')}</p>
      ) : (
        <ul className="divide-y divide-surface-strong">
          {enrollments.map((enrollment) => {
            const busy = busyId === enrollment.id;
            const course = enrollment.courseTitle;
            const progress = Math.min(100, Math.max(0, enrollment.progress));
            const progressId = `enrollment-${enrollment.id}-progress`;
            return (
              <li
                key={enrollment.id}
                className="grid gap-3 py-4 first:pt-0 last:pb-0 md:grid-cols-[minmax(0,1fr)_auto] md:items-center"
                data-testid="student-enrollment"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{course}</p>
                  <p className="text-xs text-slate-600">
                    {t('student.enrollments.enrolledOn', {
                      date: formatQuebecDate(enrollment.createdAt, language),
                    })}
                  </p>
                  <div className="mt-2 flex items-center gap-3">
                    <span id={progressId} className="sr-only">
                      {t('student.enrollments.progress')}
                    </span>
                    <ProgressTrack
                      aria-labelledby={progressId}
                      value={progress}
                      className="h-2 w-full max-w-64 bg-slate-100"
                      fillClassName="bg-success-600"
                    />
                    <span
                      className="text-sm font-semibold text-slate-900 tabular-nums"
                      data-testid="enrollment-progress"
                    >
                      {percent.format(progress / 100)}
                    </span>
                  </div>
                  {!enrollment.paid && !enrollment.completed && (
                    <p className="mt-2 text-sm font-semibold text-pending-700">
                      {t('student.enrollments.notPaid')}
                    </p>
                  )}
                  {enrollment.completionOverride && (
                    <p className="mt-2 text-sm text-slate-700" data-testid="completion-override">
                      {t('student.enrollments.overridden', {
                        by: enrollment.completionOverride.by,
                        date: formatQuebecDate(enrollment.completionOverride.at, language),
                        reason: enrollment.completionOverride.reason,
                      })}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-3 md:justify-end">
                  <label className="inline-flex min-h-9 items-center gap-2 text-sm font-semibold text-slate-900">
                    <input
                      type="checkbox"
                      checked={enrollment.attended}
                      disabled={busy}
                      aria-label={t('student.enrollments.attendedLabel', { course })}
                      onChange={(event) => onChange(enrollment, { attended: event.target.checked })}
                      className="size-5 rounded border-slate-400 accent-brand-600"
                    />
                    <span aria-hidden="true">{t('student.enrollments.attended')}</span>
                  </label>
                  {enrollment.completed ? (
                    <span
                      className="inline-flex items-center gap-1.5 rounded-full bg-success-50 px-3 py-1 text-sm font-semibold text-success-600"
                      data-testid="enrollment-completed"
                    >
                      <CircleCheck aria-hidden="true" className="size-4" />
                      {enrollment.completedAt
                        ? t('student.enrollments.completedOn', {
                            date: formatQuebecDate(enrollment.completedAt, language),
                          })
                        : t('student.enrollments.done')}
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      aria-label={t('student.enrollments.markCompletedLabel', { course })}
                      onClick={() =>
                        enrollment.attended && enrollment.paid
                          ? onChange(enrollment, { completed: true })
                          : onOverride(enrollment)
                      }
                    >
                      {busy ? (
                        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
                      ) : (
                        <CircleCheck aria-hidden="true" className="size-4" />
                      )}
                      {t('student.enrollments.markCompleted')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
