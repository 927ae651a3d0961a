import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { paths } from '@/config/paths';
import {
  credentialSchema,
  type CredentialErrorKey,
  type CredentialFormInput,
  type CredentialFormValues,
} from '../schema';

/** Type another credential id and go to its verification page. */
export function CredentialForm() {
  const { t } = useTranslation('certificates');
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<CredentialFormInput, unknown, CredentialFormValues>({
    resolver: zodResolver(credentialSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { credentialId: '' },
  });
  const errorKey = errors.credentialId?.message as CredentialErrorKey | undefined;

  return (
    <form
      noValidate
      role="search"
      aria-label={t('verify.form.title')}
      onSubmit={handleSubmit(({ credentialId }) => void navigate(paths.verify(credentialId)))}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 className="text-lg font-bold text-slate-900">{t('verify.form.title')}</h2>
      <div className="mt-4 space-y-4">
        <TextField
          label={t('verify.form.label')}
          hint={t('verify.form.hint')}
          error={errorKey ? t(`verify.form.${errorKey}`) : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono"
          {...register('credentialId', { onChange: () => clearErrors('credentialId') })}
        />
        <Button type="submit" className="w-full sm:w-auto">
          <Search aria-hidden="true" className="size-5" />
          {t('verify.form.submit')}
        </Button>
      </div>
    </form>
  );
}
