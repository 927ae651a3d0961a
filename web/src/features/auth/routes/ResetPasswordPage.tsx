import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { AuthPage } from '../components/AuthPage';
import { FormAlert } from '../components/FormAlert';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

type Step = 'form' | 'done' | 'invalid';

/** Reached from the mailed link, /reset-password?token=… */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [step, setStep] = useState<Step>(token ? 'form' : 'invalid');

  return (
    <AuthPage
      icon={KeyRound}
      title={t('resetPassword.title')}
      lead={step === 'form' ? t('resetPassword.lead') : undefined}
    >
      {step === 'form' && (
        <ResetPasswordForm
          token={token}
          onDone={() => setStep('done')}
          onInvalidToken={() => setStep('invalid')}
        />
      )}
      {step === 'done' && (
        <div className="space-y-5">
          <FormAlert tone="success">{t('resetPassword.success')}</FormAlert>
          <ButtonLink to={paths.login} className="w-full">
            {t('resetPassword.loginLink')}
          </ButtonLink>
        </div>
      )}
      {step === 'invalid' && (
        <div className="space-y-5">
          <FormAlert>{t('resetPassword.invalidLink')}</FormAlert>
          <ButtonLink to={paths.forgotPassword} className="w-full">
            {t('resetPassword.requestNewLink')}
          </ButtonLink>
        </div>
      )}
    </AuthPage>
  );
}
