import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { useCompliance } from '../api/get-compliance';
import { BookMissing } from './BookMissing';
import { EmptyState } from './EmptyState';
import type { TeamBookingStart } from './TeamBookingForm';
import { WorkplaceCompliance } from './WorkplaceCompliance';
import { WorkplaceForm } from './WorkplaceForm';

interface WorkplacesSectionProps {
  companyId: number;
  /** With the office's approval to pay on invoice, the missing first-aiders can be booked. */
  canBook: boolean;
  onBookMissing: (start: TeamBookingStart) => void;
}

/**
 * The company's workplaces with their first-aiders shift by shift (the compliance view), the
 * booking of the missing ones, and the form that adds a workplace.
 */
export function WorkplacesSection({ companyId, canBook, onBookMissing }: WorkplacesSectionProps) {
  const { t } = useTranslation('companies');
  const compliance = useCompliance(companyId);

  const workplaces = compliance.data?.workplaces;
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
        {canBook && (
          <BookMissing
            workplaces={workplaces}
            session={compliance.data?.nextFirstAidSession ?? null}
            onBook={onBookMissing}
          />
        )}
        {workplaces.map((workplace) => (
          <WorkplaceCompliance key={workplace.id} companyId={companyId} workplace={workplace} />
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
