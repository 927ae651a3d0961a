import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { PaymentDueNote } from '@/components/payment/PaymentDueNote';
import type { PaymentDue } from '../api/types';
import { PanelFrame } from './PanelFrame';

interface InteracPanelProps {
  amount: string;
  /** The server's deadline for the session chosen (none on request), or the class day. */
  due: PaymentDue | null;
}

/** How an Interac e-Transfer works, and by when; the reference code comes with the confirmation. */
export function InteracPanel({ amount, due }: InteracPanelProps) {
  const { t } = useTranslation('booking');
  return (
    <PanelFrame icon={Send} title={t('interac.title')} testId="panel-interac">
      <ol className="list-decimal space-y-1.5 pl-5 text-sm text-slate-800 marker:font-semibold">
        <li>{t('interac.step1')}</li>
        <li>{t('interac.step2', { amount, email: site.email })}</li>
        <li>{t('interac.step3')}</li>
        <li>{t('interac.step4')}</li>
      </ol>
      <PaymentDueNote method="interac" due={due} />
    </PanelFrame>
  );
}
