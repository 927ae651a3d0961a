import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { PanelFrame } from './PanelFrame';

/** How an Interac e-Transfer works; the reference code comes with the confirmation. */
export function InteracPanel({ amount }: { amount: string }) {
  const { t } = useTranslation('booking');
  return (
    <PanelFrame icon={Send} title={t('interac.title')} testId="panel-interac">
      <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-800 marker:font-semibold">
        <li>{t('interac.step1')}</li>
        <li>{t('interac.step2', { amount, email: site.email })}</li>
        <li>{t('interac.step3')}</li>
        <li>{t('interac.step4')}</li>
      </ol>
    </PanelFrame>
  );
}
