import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Dialog } from '@/components/ui/Dialog';
import { DialogFormActions } from '@/components/ui/DialogFormActions';
import { TextField } from '@/components/ui/TextField';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import {
  addInstructorErrorFromServer,
  addInstructorSchema,
  type AddInstructorErrorKey,
  type AddInstructorInput,
  type AddInstructorValues,
} from '../add-instructor-schema';
import { useAddInstructor } from '../api/add-instructor';
import type { Instructor } from '../api/types';

interface AddInstructorDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: (instructor: Instructor) => void;
}

/** Makes an existing account, by its proven address, an instructor. */
export function AddInstructorDialog({ open, onClose, onAdded }: AddInstructorDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('instructors.add.title')}
      description={t('instructors.add.description')}
      closeLabel={t('instructors.add.close')}
    >
      {open && <AddInstructorForm onCancel={onClose} onAdded={onAdded} />}
    </Dialog>
  );
}

function AddInstructorForm({
  onCancel,
  onAdded,
}: {
  onCancel: () => void;
  onAdded: (instructor: Instructor) => void;
}) {
  const { t } = useTranslation('admin');
  const add = useAddInstructor();
  const [saveFailed, setSaveFailed] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddInstructorInput, unknown, AddInstructorValues>({
    resolver: zodResolver(addInstructorSchema),
    defaultValues: { email: '' },
  });
  const emailError = errors.email?.message as AddInstructorErrorKey | undefined;

  const onSubmit = (values: AddInstructorValues) => {
    setSaveFailed(false);
    add.mutate(values, {
      onSuccess: onAdded,
      onError: (error) => {
        const reason = addInstructorErrorFromServer(error);
        if (reason) showServerFieldErrors(setError, { email: reason });
        else setSaveFailed(true);
      },
    });
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <TextField
        type="email"
        label={t('instructors.add.email')}
        hint={t('instructors.add.emailHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={254}
        required
        error={emailError ? t(`instructors.add.errors.${emailError}`) : undefined}
        {...register('email')}
      />
      {saveFailed && <Alert>{t('instructors.add.errors.saveFailed')}</Alert>}
      <DialogFormActions
        cancelLabel={t('instructors.add.cancel')}
        onCancel={onCancel}
        icon={UserPlus}
        confirmLabel={t('instructors.add.submit')}
        busyLabel={t('instructors.add.submitting')}
        busy={add.isPending}
      />
    </form>
  );
}
