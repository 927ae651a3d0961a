import { zodResolver } from '@hookform/resolvers/zod';
import { Send, UserCog } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { Alert } from '@/components/ui/Alert';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useLanguage } from '@/lib/i18n/use-language';
import { useManagers } from '../api/get-managers';
import { useInviteManager } from '../api/invite-manager';
import {
  managerErrorsFromServer,
  managerSchema,
  type ManagerFormInput,
  type ManagerFormValues,
} from '../manager-schema';
import { useErrorText } from '../use-error-text';

/** The people who manage the company, the invitations pending, and the form that invites one. */
export function ManagersSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const managers = useManagers(companyId);

  let content;
  if (managers.isError && !managers.data) {
    content = (
      <LoadError
        message={t('managers.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void managers.refetch()}
        retrying={managers.isRefetching}
      />
    );
  } else if (!managers.data) {
    content = (
      <div className="flex justify-center py-6">
        <Spinner label={t('managers.loading')} />
      </div>
    );
  } else {
    const { managers: people, invitations } = managers.data;
    content = (
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('managers.current')}</h3>
          <ul aria-label={t('managers.current')} className="divide-y divide-surface-strong">
            {people.map((manager) => (
              <li key={manager.userId} data-testid="manager" className="py-2 text-sm">
                <span className="block font-semibold text-slate-900 [overflow-wrap:anywhere]">
                  {`${manager.firstName} ${manager.lastName}`.trim() || manager.email}
                </span>
                <span className="block text-slate-600 [overflow-wrap:anywhere]">
                  {manager.email} ·{' '}
                  {t('managers.since', { date: formatQuebecDate(manager.since, language) })}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-900">{t('managers.invitations')}</h3>
          {invitations.length === 0 ? (
            <p className="py-2 text-sm text-slate-600">{t('managers.noInvitations')}</p>
          ) : (
            <ul aria-label={t('managers.invitations')} className="divide-y divide-surface-strong">
              {invitations.map((invitation) => (
                <li key={invitation.email} data-testid="invitation" className="py-2 text-sm">
                  <span className="block font-semibold text-slate-900 [overflow-wrap:anywhere]">
                    {invitation.email}
                  </span>
                  <span className="block text-slate-600">
                    {t('managers.invitedOn', {
                      date: formatQuebecDate(invitation.invitedAt, language),
                    })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    );
  }

  return (
    <SectionCard title={t('managers.title')} description={t('managers.description')} icon={UserCog}>
      {content}
      <SectionCard variant="divided" title={t('managers.inviteTitle')}>
        <InviteForm companyId={companyId} />
      </SectionCard>
    </SectionCard>
  );
}

function InviteForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const errorText = useErrorText();
  const invite = useInviteManager(companyId);
  const [result, setResult] = useState<{ sent: string } | { failed: true } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ManagerFormInput, unknown, ManagerFormValues>({
    resolver: zodResolver(managerSchema),
    defaultValues: { email: '' },
  });

  const submit = ({ email }: ManagerFormValues) => {
    setResult(null);
    invite.mutate(email, {
      onSuccess: () => {
        reset();
        setResult({ sent: email });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          if (showServerFieldErrors(setError, managerErrorsFromServer(error.fields))) return;
        }
        setResult({ failed: true });
      },
    });
  };

  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit(submit)}>
      <p className="text-sm text-slate-700">{t('managers.explain')}</p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          label={t('managers.email')}
          type="email"
          autoComplete="off"
          maxLength={254}
          className="sm:min-w-80"
          error={errorText(errors.email?.message)}
          {...register('email')}
        />
        <SubmitButton
          icon={Send}
          label={t('managers.invite')}
          busyLabel={t('managers.inviting')}
          busy={invite.isPending}
          className="sm:mt-7"
        />
      </div>
      <div aria-live="polite">
        {result && 'sent' in result && (
          <Alert tone="success">{t('managers.sent', { email: result.sent })}</Alert>
        )}
        {result && 'failed' in result && <Alert>{t('managers.failed')}</Alert>}
      </div>
    </form>
  );
}
