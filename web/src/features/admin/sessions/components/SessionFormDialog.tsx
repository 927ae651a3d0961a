import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '@/components/forms/FormSubmit';
import { Alert } from '@/components/ui/Alert';
import { Dialog } from '@/components/ui/Dialog';
import { SelectField } from '@/components/ui/SelectField';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCreateSession } from '../api/create-session';
import { useCourseOptions } from '../course-options';
import { enrolmentDefaults } from '../enrolment-schema';
import {
  sessionSchema,
  toSessionInput,
  type SessionErrorKey,
  type SessionFormInput,
  type SessionFormValues,
} from '../schema';
import { sessionErrorsFromServer } from '../session-server-errors';
import { useRatioTexts } from '../use-ratio-texts';
import { SessionFields } from './SessionFields';

interface SessionFormDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

const emptyForm: SessionFormInput = {
  courseId: '',
  days: [{ date: '', start: '09:00', end: '16:00' }],
  location: '',
  capacity: '12',
  ...enrolmentDefaults(),
  instructorIds: [],
};

/**
 * Schedules a new session: course, its days (date, start and end in Quebec time), location, seats,
 * minimum and language, and instructors (no more seats than the course's participants per
 * instructor allow).
 */
export function SessionFormDialog({ open, onClose, onCreated }: SessionFormDialogProps) {
  const { t } = useTranslation('adminBookings');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('sessions.form.title')}
      description={t('sessions.form.description')}
      closeLabel={t('sessions.form.close')}
    >
      {open && <SessionForm onCreated={onCreated} />}
    </Dialog>
  );
}

function SessionForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const courses = useCourseOptions(language);
  const create = useCreateSession();
  const [formError, setFormError] = useState<SessionErrorKey | null>(null);
  const ratioOf = (courseId: number) =>
    courses.data?.find((course) => course.id === courseId)?.participantsPerInstructor ?? null;
  const form = useForm<SessionFormInput, unknown, SessionFormValues>({
    // The clock is read at each submit: "in the past" means now, not when the form opened.
    resolver: (values, context, options) =>
      zodResolver(sessionSchema(new Date(), ratioOf))(values, context, options),
    defaultValues: emptyForm,
  });
  const { control, formState } = form;
  const courseId = useWatch({ control, name: 'courseId' });
  const instructorIds = useWatch({ control, name: 'instructorIds' });
  const ratio = useRatioTexts(ratioOf(Number(courseId)), instructorIds.length);
  const errorText = (key: string | undefined) => {
    if (!key) return undefined;
    if (key === 'aboveInstructorRatio') return ratio.aboveRatio;
    return t(`sessions.errors.${key as SessionErrorKey}`);
  };

  const onSubmit = (values: SessionFormValues) => {
    setFormError(null);
    create.mutate(
      { courseId: Number(values.courseId), input: toSessionInput(values) },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (!showServerFieldErrors(form.setError, sessionErrorsFromServer(error))) {
            setFormError('saveFailed');
          }
        },
      },
    );
  };

  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit(onSubmit)}>
      {courses.isError && <Alert>{t('sessions.form.coursesError')}</Alert>}
      <SelectField
        label={t('sessions.form.course')}
        error={errorText(formState.errors.courseId?.message)}
        required
        disabled={courses.isPending}
        {...form.register('courseId')}
      >
        <option value="">{t('sessions.form.coursePlaceholder')}</option>
        {courses.data?.map((course) => (
          <option key={course.id} value={String(course.id)}>
            {course.title}
          </option>
        ))}
      </SelectField>
      <SessionFields
        form={form}
        errorText={errorText}
        minDate={todayInQuebec()}
        capacityHint={ratio.hint}
      />
      <FormSubmit
        error={formError && t(`sessions.errors.${formError}`)}
        icon={CalendarPlus}
        label={t('sessions.form.submit')}
        busyLabel={t('sessions.form.submitting')}
        busy={create.isPending}
      />
    </form>
  );
}
