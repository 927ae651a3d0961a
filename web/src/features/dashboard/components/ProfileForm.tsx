import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ProfileFields } from '@/components/forms/ProfileFields';
import { Alert } from '@/components/ui/Alert';
import { DialogFormActions } from '@/components/ui/DialogFormActions';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import type { User } from '@/lib/auth/types';
import { personInputs } from '@/lib/forms/person-fields';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useUpdateProfile } from '../api/update-profile';
import {
  profileErrorsFromServer,
  profileSchema,
  type ProfileErrorKey,
  type ProfileField,
  type ProfileFormInput,
  type ProfileFormValues,
} from '../profile-schema';
import { AvatarPreview } from './AvatarPreview';

const formValues = (user: User): ProfileFormInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone,
  dateOfBirth: user.dateOfBirth,
  address: user.address,
  avatar: user.avatar,
});

interface ProfileFormProps {
  user: User;
  onClose: () => void;
}

/**
 * The profile fields, saved with PATCH /api/me. Its messages live as long as the form: closing
 * the modal unmounts it and clears them.
 */
export function ProfileForm({ user, onClose }: ProfileFormProps) {
  const { t } = useTranslation('dashboard');
  const mutation = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    control,
    reset,
    formState: { errors },
  } = useForm<ProfileFormInput, unknown, ProfileFormValues>({
    resolver: zodResolver(profileSchema),
    reValidateMode: 'onSubmit',
    defaultValues: formValues(user),
  });
  const avatar = useWatch({ control, name: 'avatar' });

  const onSubmit = (values: ProfileFormValues) =>
    mutation.mutate(values, {
      onSuccess: (saved) => reset(formValues(saved)),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const found = profileErrorsFromServer(error.fields);
        if (error.code === 'email-already-in-use') found.email ??= 'emailTaken';
        showServerFieldErrors(setError, found);
      },
    });

  const field = (name: ProfileField) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        if (mutation.isSuccess) mutation.reset();
      },
    });
  const error = (name: ProfileField) => {
    const key = errors[name]?.message as ProfileErrorKey | undefined;
    return key ? t(`profile.errors.${key}`) : undefined;
  };

  // Registered in the order of the page: a failed submit focuses the first field in error.
  const registered = {
    firstName: field('firstName'),
    lastName: field('lastName'),
    email: field('email'),
    phone: field('phone'),
    dateOfBirth: field('dateOfBirth'),
    address: field('address'),
  };

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(onSubmit)}>
      <ProfileFields
        labels={{
          firstName: t('profile.fields.firstName'),
          lastName: t('profile.fields.lastName'),
          phone: t('profile.fields.phone'),
          dateOfBirth: t('profile.fields.dateOfBirth'),
          address: t('profile.fields.address'),
        }}
        fields={registered}
        error={error}
        afterNames={
          <TextField
            {...personInputs.email}
            label={t('profile.fields.email')}
            hint={
              user.pendingEmail
                ? t('profile.pendingEmail', { email: user.pendingEmail })
                : undefined
            }
            error={error('email')}
            {...registered.email}
          />
        }
      />
      <div className="flex items-start gap-4">
        <AvatarPreview url={avatar} label={t('profile.fields.avatarPreview')} />
        <div className="min-w-0 flex-1">
          <TextField
            type="url"
            inputMode="url"
            autoComplete="photo"
            label={t('profile.fields.avatar')}
            hint={t('profile.fields.avatarHint')}
            error={error('avatar')}
            {...field('avatar')}
          />
        </div>
      </div>
      {mutation.isSuccess && (
        <Alert tone="success">
          {/* Another address was asked for: it waits for its link instead of being saved. */}
          {mutation.data.pendingEmail &&
          mutation.variables.email.toLowerCase() !== mutation.data.email.toLowerCase()
            ? t('profile.changeRequested', { email: mutation.data.pendingEmail })
            : t('profile.success')}
        </Alert>
      )}
      {mutation.isError && <Alert>{t('profile.failure')}</Alert>}
      <DialogFormActions
        cancelLabel={t('profile.cancel')}
        onCancel={onClose}
        icon={Save}
        confirmLabel={t('profile.save')}
        busyLabel={t('profile.saving')}
        busy={mutation.isPending}
      />
    </form>
  );
}
