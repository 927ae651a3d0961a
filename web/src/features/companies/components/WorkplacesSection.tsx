import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { useCompliance } from '../api/get-compliance';
import { EmptyState } from './EmptyState';
import { WorkplaceCompliance } from './WorkplaceCompliance';
import { WorkplaceForm } from './WorkplaceForm';

/**
 * The company's workplaces with their first-aiders shift by shift (the compliance view), and the
 * form that adds one.
 */
export function WorkplacesSection({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const compliance = useCompliance(companyId);

  const workplaces = compliance.data;
  let content;
  if (workplaces === undefined) {
    content = compliance.isError ? (
      <LoadError
        message={t('workplaces.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void compliance.refetch()}
        retrying={compliance.isRefetching}
      />
    ) : (
      <div className="flex justify-center py-10">
        <Spinner label={t('workplaces.loading')} />
      </div>
    );
  } else if (workplaces.length === 0) {
    content = <EmptyState title={t('workplaces.emptyTitle')} hint={t('workplaces.emptyHint')} />;
  } else {
    content = (
      <div className="space-y-4">
        {workplaces.map((workplace) => (
          <WorkplaceCompliance key={workplace.id} workplace={workplace} />
        ))}
      </div>
    );
  }

  return (
    <SectionCard
      title={t('workplaces.title')}
      description={t('workplaces.regulation')}
      icon={ShieldCheck}
    >
      {content}
      <SectionCard variant="divided" title={t('workplaceForm.title')}>
        <WorkplaceForm companyId={companyId} />
      </SectionCard>
    </SectionCard>
  );
}
