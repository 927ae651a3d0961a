import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMailedLinkToken } from '@/lib/hooks/use-mailed-link-token';
import { Spinner } from '@/components/ui/Spinner';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { useVerifyEmail } from '@/lib/auth/email-verification';
import { AuthPage } from '../components/AuthPage';
import { FormAlert } from '../components/FormAlert';

type Failure = 'invalid' | 'taken' | 'other';

const failureOf = (error: unknown): Failure => {
  if (!(error instanceof ApiError)) return 'other';
  if (error.code === 'invalid-token' || error.code === 'validation') return 'invalid';
  if (error.code === 'email-already-in-use') return 'taken';
  return 'other';
};

/** Reached from the mailed link, /verify-email?token=…: proves the address once, on arrival. */
export default function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const { user } = useAuth();
  const verification = useVerifyEmail();
  // The link works once: sent once, on arrival.
  const token = useMailedLinkToken(verification.mutate);

  const next = user ? paths.dashboard : paths.login;
  const nextLabel = user ? t('verifyEmail.toDashboard') : t('verifyEmail.toLogin');
  let content;
  if (!token || verification.isError) {
    const failure = token ? failureOf(verification.error) : 'invalid';
    content = (
      <div className="space-y-5" data-status={failure}>
        <FormAlert>{t(`verifyEmail.${failure}`)}</FormAlert>
        {failure !== 'other' && (
          <p className="text-sm text-slate-700">{t('verifyEmail.newLinkHint')}</p>
        )}
        <ButtonLink to={next} className="w-full">
          {nextLabel}
        </ButtonLink>
      </div>
    );
  } else if (verification.isSuccess) {
    const { email, purpose } = verification.data;
    content = (
      <div className="space-y-5" data-status="verified">
        <FormAlert tone="success">
          {t(purpose === 'change' ? 'verifyEmail.changed' : 'verifyEmail.verified', { email })}
        </FormAlert>
        <ButtonLink to={next} className="w-full">
          {nextLabel}
        </ButtonLink>
      </div>
    );
  } else {
    content = (
      <div className="flex justify-center py-6" data-status="verifying">
        <Spinner label={t('verifyEmail.verifying')} />
      </div>
    );
  }

  return (
    <AuthPage icon={MailCheck} title={t('verifyEmail.title')}>
      <div data-testid="email-verification">{content}</div>
    </AuthPage>
  );
}
