import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { ListPlus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PersonFields } from '@/components/forms/PersonFields';
import { DialogFormActions } from '@/components/ui/DialogFormActions';
import { personFieldLabels, registerPersonFields } from '@/lib/forms/person-fields';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { SelectField } from '@/components/ui/SelectField';
import { courseKeys } from '@/lib/api/course-keys';
import { useAuth } from '@/lib/auth/auth-context';
import { formatSessionDays } from '@/lib/format/session-days';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useLanguage } from '@/lib/i18n/use-language';
import { joinWaitlist } from '../api/join-waitlist';
import type { CourseSession } from '../api/types';
import { joinWaitlistErrorOutcome } from '../join-waitlist-errors';
import {
  joinWaitlistFields,
  joinWaitlistSchema,
  maxWaitlistSeats,
  type JoinWaitlistErrorKey,
  type JoinWaitlistInput,
  type JoinWaitlistValues,
} from '../join-waitlist-schema';

/** The contact details typed so far in the booking form. */
export type WaitlistPrefill = Partial<Record<'firstName' | 'lastName' | 'email' | 'phone', string>>;

interface JoinWaitlistDialogProps {
  session: CourseSession;
  courseTitle: string;
  /** What the booking form holds: its details fill the fields (else the signed-in account's). */
  prefill: () => WaitlistPrefill;
  onClose: () => void;
}

/**
 * The small form that puts someone on a full session's waiting list, in a dialog over the booking
 * form; says their rank once they are in the line. Loaded only when asked for (the booking page's
 * bundle budget), with its strings (waitlist namespace).
 */
export function JoinWaitlistDialog({
  session,
  courseTitle,
  prefill,
  onClose,
}: JoinWaitlistDialogProps) {
  const { t } = useTranslation('waitlist');
  const language = useLanguage();
  const [position, setPosition] = useState<number | null>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('join.title')}
      description={`${courseTitle}, ${formatSessionDays(session, language).text}`}
      closeLabel={t('join.close')}
    >
      {position === null ? (
        <JoinWaitlistForm
          session={session}
          prefill={prefill}
          onCancel={onClose}
          onJoined={setPosition}
        />
      ) : (
        <Joined position={position} onClose={onClose} />
      )}
    </Dialog>
  );
}

function Joined({ position, onClose }: { position: number; onClose: () => void }) {
  const { t } = useTranslation('waitlist');
  const message = useRef<HTMLDivElement>(null);
  // The form and its focused button are gone: the focus goes to the news, which is read out.
  useEffect(() => message.current?.focus(), []);
  return (
    <div className="space-y-5">
      <div ref={message} tabIndex={-1} className="focus:outline-none" data-testid="waitlist-joined">
        <Alert tone="success">{t('join.success', { position })}</Alert>
      </div>
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('join.done')}
        </Button>
      </div>
    </div>
  );
}

interface JoinWaitlistFormProps {
  session: CourseSession;
  prefill: () => WaitlistPrefill;
  onCancel: () => void;
  onJoined: (position: number) => void;
}

function JoinWaitlistForm({ session, prefill, onCancel, onJoined }: JoinWaitlistFormProps) {
  const { t } = useTranslation('waitlist');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [problem, setProblem] = useState<JoinWaitlistErrorKey | null>(null);
  const maxSeats = maxWaitlistSeats(session.capacity);
  const schema = useMemo(() => joinWaitlistSchema(maxSeats), [maxSeats]);
  const [defaultValues] = useState<JoinWaitlistInput>(() => {
    const typed = prefill();
    return {
      firstName: typed.firstName || user?.firstName || '',
      lastName: typed.lastName || user?.lastName || '',
      email: typed.email || user?.email || '',
      phone: typed.phone || user?.phone || '',
      seats: '1',
    };
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<JoinWaitlistInput, unknown, JoinWaitlistValues>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const errorText = (key: string | undefined) =>
    key ? t(`errors.${key as JoinWaitlistErrorKey}`) : undefined;

  async function submit(values: JoinWaitlistValues) {
    setProblem(null);
    try {
      const joined = await joinWaitlist(session.id, {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone || undefined,
        seats: values.seats,
        language,
      });
      onJoined(joined.position);
    } catch (error) {
      const outcome = joinWaitlistErrorOutcome(error);
      showServerFieldErrors(setError, outcome.fields, joinWaitlistFields);
      setProblem(outcome.form);
      if (outcome.refreshSessions) {
        void queryClient.invalidateQueries({ queryKey: courseKeys.sessions(session.courseId) });
      }
    }
  }

  // The dialog sits inside the booking form in React's tree: its submit must not reach that form.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.stopPropagation();
    void handleSubmit(submit)(event);
  }

  return (
    <form noValidate className="space-y-5" onSubmit={onSubmit}>
      <p className="text-sm text-slate-700">{t('join.intro')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields
          labels={personFieldLabels(t, 'fields')}
          fields={registerPersonFields(register)}
          error={(name) => errorText(errors[name]?.message)}
        />
        <SelectField
          label={t('join.seats')}
          hint={t('join.seatsHint')}
          error={errorText(errors.seats?.message)}
          required
          {...register('seats')}
        >
          {Array.from({ length: maxSeats }, (_, index) => (
            <option key={index} value={String(index + 1)}>
              {index + 1}
            </option>
          ))}
        </SelectField>
      </div>
      {problem && <Alert>{t(`errors.${problem}`)}</Alert>}
      <DialogFormActions
        cancelLabel={t('join.cancel')}
        onCancel={onCancel}
        icon={ListPlus}
        confirmLabel={t('join.submit')}
        busyLabel={t('join.submitting')}
        busy={isSubmitting}
      />
    </form>
  );
}
