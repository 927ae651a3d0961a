import { CircleCheck, Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { FocusHeading } from '@/components/ui/FocusHeading';
import type { Lesson } from '../api/types';

interface LessonViewProps {
  lesson: Lesson;
  onMarkDone: () => void;
  marking: boolean;
  failed: boolean;
  /** Every lesson of the course is done. */
  allDone: boolean;
  /** Move focus to the title when it shows: the student moved on by marking one done. */
  focusTitle: boolean;
}

/** One lesson: its title, duration and text, and the button that marks it done. */
export function LessonView({
  lesson,
  onMarkDone,
  marking,
  failed,
  allDone,
  focusTitle,
}: LessonViewProps) {
  const { t } = useTranslation('dashboard');
  const titleRef = useRef<HTMLHeadingElement>(null);
  const paragraphs = lesson.content
    .split(/\n+/)
    .map((text) => text.trim())
    .filter(Boolean);

  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle, lesson.id]);

  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <p className="text-sm font-semibold text-brand-700">
        {t('lessons.position', { position: lesson.position })}
      </p>
      <FocusHeading ref={titleRef} className="mt-1 text-2xl font-bold text-slate-900">
        {lesson.title}
      </FocusHeading>
      <p className="mt-2 inline-flex items-center gap-1.5 text-sm text-slate-700">
        <Clock aria-hidden="true" className="size-4" />
        {t('lessons.duration', { count: lesson.durationMinutes })}
      </p>
      <div className="mt-6 max-w-prose space-y-4 text-base leading-relaxed text-slate-800">
        {paragraphs.map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </div>
      <div className="mt-8 space-y-4 border-t border-slate-200 pt-6">
        {failed && <Alert>{t('lessons.markError')}</Alert>}
        {allDone && <Alert tone="success">{t('lessons.allDone')}</Alert>}
        {lesson.completed ? (
          <p className="inline-flex items-center gap-2 font-semibold text-success-600">
            <CircleCheck aria-hidden="true" className="size-5" />
            {t('lessons.alreadyDone')}
          </p>
        ) : (
          <BusyButton
            icon={CircleCheck}
            label={t('lessons.markDone')}
            busyLabel={t('lessons.marking')}
            busy={marking}
            onClick={onMarkDone}
          />
        )}
      </div>
    </article>
  );
}
