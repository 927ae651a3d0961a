import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import type { DeleteAccountMutation } from '../api/delete-account';
import {
  deleteAccountErrorOutcome,
  deleteAccountSchema,
  type DeleteAccountErrorKey,
  type DeleteAccountValues,
} from '../delete-account-schema';
import { KeptDocuments } from './KeptDocuments';

const erased = ['profile', 'bookings', 'requests', 'certificates', 'mails'] as const;

interface DeleteAccountFormProps {
  /** The deletion, owned by the page's card so that it ends well even if the dialog is closed. */
  deletion: DeleteAccountMutation;
  onDeleted: () => void;
  onCancel: () => void;
}

/**
 * What the deletion erases and keeps, the password that confirms it, and the choice to keep the
 * certificates verifiable (DELETE /api/me). The password comes first: the dialog opens on it.
 */
export function DeleteAccountForm({ deletion, onDeleted, onCancel }: DeleteAccountFormProps) {
  const { t } = useTranslation('dashboard');
  const [formError, setFormError] = useState<DeleteAccountErrorKey | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<DeleteAccountValues>({
    resolver: zodResolver(deleteAccountSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', keepCertificatesVerifiable: false },
  });

  const onSubmit = (values: DeleteAccountValues) => {
    setFormError(null);
    deletion.mutate(values, {
      onSuccess: onDeleted,
      onError: (error) => {
        const outcome = deleteAccountErrorOutcome(error);
        if (outcome.password) showServerFieldErrors(setError, { password: outcome.password });
        setFormError(outcome.form ?? null);
      },
    });
  };

  const passwordError = errors.password?.message as DeleteAccountErrorKey | undefined;

  return (
    <form noValidate className="space-y-5" onSubmit={handleSubmit(onSubmit)}>
      <div className="space-y-2 text-sm text-slate-700">
        <h3 className="text-base font-bold text-slate-900">{t('deleteAccount.erasedTitle')}</h3>
        <ul className="list-disc space-y-1 pl-5">
          {erased.map((item) => (
            <li key={item}>{t(`deleteAccount.erased.${item}`)}</li>
          ))}
        </ul>
      </div>
      <div className="space-y-2 text-sm text-slate-700">
        <h3 className="text-base font-bold text-slate-900">{t('deleteAccount.keptTitle')}</h3>
        <KeptDocuments />
        <p>{t('deleteAccount.confirmationMail')}</p>
      </div>
      <TextField
        type="password"
        autoComplete="current-password"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        label={t('deleteAccount.password')}
        hint={t('deleteAccount.passwordHint')}
        error={passwordError && t(`deleteAccount.errors.${passwordError}`)}
        required
        {...register('password', { onChange: () => clearErrors('password') })}
      />
      <CheckboxField
        label={t('deleteAccount.keepVerifiable')}
        hint={t('deleteAccount.keepVerifiableHint')}
        {...register('keepCertificatesVerifiable')}
      />
      {formError && <Alert>{t(`deleteAccount.errors.${formError}`)}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('deleteAccount.cancel')}
        </Button>
        <SubmitButton
          className="text-center"
          icon={Trash2}
          label={t('deleteAccount.confirm')}
          busyLabel={t('deleteAccount.deleting')}
          busy={deletion.isPending}
        />
      </div>
    </form>
  );
}
