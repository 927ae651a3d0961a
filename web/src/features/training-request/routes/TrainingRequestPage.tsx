import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '@/components/PublicPage';
import type { TrainingRequest } from '../api/create-training-request';
import { HowItWorks } from '../components/HowItWorks';
import { TrainingRequestForm } from '../components/TrainingRequestForm';
import { TrainingRequestSent } from '../components/TrainingRequestSent';

/**
 * /workplace-training (?course=<id or slug> from a course's page): the offer of a training given
 * at the employer's for a group, and the request for its quote; once sent, what happens next.
 */
export default function TrainingRequestPage() {
  const { t } = useTranslation('trainingRequest');
  const [sent, setSent] = useState<TrainingRequest | null>(null);
  return (
    <PublicPage title={t('page.title')} lead={t('page.lead')}>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <div className="min-w-0">
          {sent ? <TrainingRequestSent request={sent} /> : <TrainingRequestForm onSent={setSent} />}
        </div>
        <div className="lg:sticky lg:top-24">
          <HowItWorks />
        </div>
      </div>
    </PublicPage>
  );
}
