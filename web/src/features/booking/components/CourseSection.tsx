import { memo } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { useSessions } from '@/lib/api/get-sessions';
import type { BookableCourse } from '../api/types';
import type { BookingFormInput } from '../schema';
import type { WaitlistPrefill } from './JoinWaitlistDialog';
import { SessionPicker } from './SessionPicker';

interface CourseSectionProps {
  register: UseFormRegister<BookingFormInput>;
  courses: readonly BookableCourse[];
  /** The chosen course's id, '' for none. */
  courseId: string;
  /** Called when another course is picked (its session and date no longer apply). */
  onCourseChange: () => void;
  /** YYYY-MM-DD, the earliest preferred date. */
  today: string;
  courseError?: string;
  sessionError?: string;
  dateError?: string;
  /** The session whose seat a waiting list holds for this visitor (the offer's link). */
  offeredSessionId?: number;
  /** The details typed so far, for a full session's waiting list form. */
  prefill: () => WaitlistPrefill;
}

/** The course, then one of its sessions or a preferred date (memoized: see PersonalDetailsSection). */
export const CourseSection = memo(function CourseSection({
  register,
  courses,
  courseId,
  onCourseChange,
  today,
  courseError,
  sessionError,
  dateError,
  offeredSessionId,
  prefill,
}: CourseSectionProps) {
  const { t } = useTranslation('booking');
  const course = courses.find((candidate) => String(candidate.id) === courseId) ?? null;
  const sessions = useSessions(course?.id ?? null);
  return (
    <SectionCard title={t('sections.course')}>
      <SelectField
        label={t('fields.course')}
        error={courseError}
        required
        {...register('courseId', { onChange: onCourseChange })}
      >
        <option value="">{t('fields.coursePlaceholder')}</option>
        {courses.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.title}
          </option>
        ))}
      </SelectField>
      {course && (
        <SessionPicker
          sessions={sessions}
          sessionField={register('sessionId')}
          dateField={register('preferredDate')}
          sessionError={sessionError}
          dateError={dateError}
          today={today}
          courseTitle={course.title}
          offeredSessionId={offeredSessionId}
          prefill={prefill}
        />
      )}
    </SectionCard>
  );
});
