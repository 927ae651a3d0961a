import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SimplePage } from '@/components/SimplePage';

export default function VerifyCertificatePage() {
  const { t } = useTranslation('certificates');
  const { credentialId = '' } = useParams();
  return (
    <SimplePage icon={ShieldCheck} title={t('verify.title')} lead={t('verify.lead')}>
      <p className="rounded-lg bg-white px-4 py-2 font-mono text-sm text-slate-700 shadow-sm">
        {t('verify.credential', { id: credentialId })}
      </p>
    </SimplePage>
  );
}
