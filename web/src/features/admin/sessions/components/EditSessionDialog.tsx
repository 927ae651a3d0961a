import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '@/components/forms/FormSubmit';
import { Dialog } from '@/components/ui/Dialog';
import { ApiError } from '@/lib/api/api-error';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import type { AdminSession } from '../api/types';
import { useUpdateSession } from '../api/update-session';
import { useParticipantsPerInstructor } from '../course-options';
import {
  sessionEditDefaults,
  sessionEditSchema,
  toSessionInput,
  type SessionEditInput,
  type SessionEditValues,
  type SessionErrorKey,
} from '../schema';
import { sessionErrorsFromServer } from '../session-server-errors';
import { useRatioTexts } from '../use-ratio-texts';
import { SessionFields } from './SessionFields';

interface EditSessionDialogProps {
  session: AdminSession | null;
  onClose: () => void;
  onSaved: () => void;
  /** The session was cancelled meanwhile: the list is read again and the dialog closes. */
  onGone: () => void;
}

/** Changes the days, times, location, capacity or instructors of a scheduled session. */
export function EditSessionDialog({ session, onClose, onSaved, onGone }: EditSessionDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={session !== null}
      onClose={onClose}
      title={t('sessionEdit.title')}
      description={session ? t('sessionEdit.description', { course: session.course.title }) : ''}
      closeLabel={t('sessionEdit.close')}
    >
      {session && (
        <EditSessionForm key={session.id} session={session} onSaved={onSaved} onGone={onGone} />
      )}
    </Dialog>
  );
}

function EditSessionForm({
  session,
  onSaved,
  onGone,
}: {
  session: AdminSession;
  onSaved: () => void;
  onGone: () => void;
}) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('adminBookings');
  const update = useUpdateSession();
  const [formError, setFormError] = useState<'saveFailed' | null>(null);
  const perInstructor = useParticipantsPerInstructor(session.courseId);
  const form = useForm<SessionEditInput, unknown, SessionEditValues>({
    // The clock is read at each submit: "in the past" means now, not when the form opened.
    resolver: (values, context, options) =>
      zodResolver(sessionEditSchema(session.startsAt, new Date(), perInstructor))(
        values,
        context,
        options,
      ),
    defaultValues: sessionEditDefaults(session),
  });
  const instructorIds = useWatch({ control: form.control, name: 'instructorIds' });
  const ratio = useRatioTexts(perInstructor, instructorIds.length);
  const errorText = (key: string | undefined) => {
    if (!key) return undefined;
    if (key === 'aboveInstructorRatio') return ratio.aboveRatio;
    if (key === 'capacityBelowSeatsTaken') {
      return t('sessionEdit.errors.capacityBelowSeatsTaken', { taken: session.seatsTaken });
    }
    return tb(`sessions.errors.${key as SessionErrorKey}`);
  };

  const onSubmit = (values: SessionEditValues) => {
    setFormError(null);
    update.mutate(
      { id: session.id, input: toSessionInput(values) },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'capacity-below-seats-taken') {
            showServerFieldErrors(form.setError, { capacity: 'capacityBelowSeatsTaken' });
            return;
          }
          if (error instanceof ApiError && error.code === 'session-cancelled') {
            onGone();
            return;
          }
          if (!showServerFieldErrors(form.setError, sessionErrorsFromServer(error))) {
            setFormError('saveFailed');
          }
        },
      },
    );
  };

  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit(onSubmit)}>
      <SessionFields
        form={form}
        errorText={errorText}
        assigned={session.instructors}
        minCapacity={Math.max(1, session.seatsTaken)}
        capacityHint={
          [
            session.seatsTaken > 0
              ? t('sessionEdit.seatsTaken', { taken: session.seatsTaken })
              : '',
            ratio.hint ?? '',
          ]
            .filter(Boolean)
            .join(' ') || undefined
        }
      />
      <FormSubmit
        error={formError && t(`sessionEdit.errors.${formError}`)}
        icon={Save}
        label={t('sessionEdit.submit')}
        busyLabel={t('sessionEdit.submitting')}
        busy={update.isPending}
      />
    </form>
  );
}
