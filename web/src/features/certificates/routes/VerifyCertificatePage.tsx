import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PublicPage } from '@/components/PublicPage';
import { Spinner } from '@/components/ui/Spinner';
import { useLanguage } from '@/lib/i18n/use-language';
import { useVerification } from '../api/get-verification';
import { CredentialForm } from '../components/CredentialForm';
import { VerificationResult } from '../components/VerificationResult';

/** /verify/:credentialId: public check of a certificate, e.g. from its QR code. */
export default function VerifyCertificatePage() {
  const { t } = useTranslation('certificates');
  const language = useLanguage();
  const { credentialId = '' } = useParams();
  const verification = useVerification(credentialId, language);

  let content;
  if (verification.data) {
    content = <VerificationResult credentialId={credentialId} verification={verification.data} />;
  } else if (verification.isError) {
    content = (
      <LoadError
        message={t('verify.loadError')}
        retryLabel={t('verify.retry')}
        onRetry={() => void verification.refetch()}
        retrying={verification.isFetching}
      />
    );
  } else {
    content = (
      <div className="flex justify-center py-12">
        <Spinner label={t('verify.loading')} />
      </div>
    );
  }

  return (
    <PublicPage title={t('verify.title')} lead={t('verify.lead')}>
      <div className="mt-8 max-w-3xl space-y-8">
        {content}
        <CredentialForm key={credentialId} />
      </div>
    </PublicPage>
  );
}
