import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { LoadError } from '@/components/LoadError';
import { NoticeAlert } from '@/components/NoticeAlert';
import { Dialog } from '@/components/ui/Dialog';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { useNotice } from '@/lib/hooks/use-notice';
import { useCompliance } from '../api/get-compliance';
import type { Workplace, WorkplaceCompliance as Compliance } from '../api/types';
import { BookMissing } from './BookMissing';
import type { TeamBookingStart } from './TeamBookingForm';
import { WorkplaceCompliance } from './WorkplaceCompliance';
import { WorkplaceForm } from './WorkplaceForm';

interface WorkplacesSectionProps {
  companyId: number;
  /** With a way to pay (on invoice or by card), the missing first-aiders can be booked. */
  canBook: boolean;
  onBookMissing: (start: TeamBookingStart) => void;
}

/** A workplace of the compliance view as its form changes it. */
const workplaceOf = ({ shifts, ...workplace }: Compliance): Workplace => ({
  ...workplace,
  shifts: shifts.map((shift) => shift.workers),
});

/**
 * The company's workplaces with their first-aiders shift by shift (the compliance view), each
 * one's "Edit" (its form in a dialog), the booking of the missing ones, and the form that adds a
 * workplace.
 */
export function WorkplacesSection({ companyId, canBook, onBookMissing }: WorkplacesSectionProps) {
  const { t } = useTranslation('companies');
  const compliance = useCompliance(companyId);
  const [editing, setEditing] = useState<Workplace | null>(null);
  const notice = useNotice();

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
          <WorkplaceCompliance
            key={workplace.id}
            companyId={companyId}
            workplace={workplace}
            onEdit={() => {
              notice.clear();
              setEditing(workplaceOf(workplace));
            }}
          />
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
      <NoticeAlert notice={notice} dismissLabel={t('dismiss')} />
      {content}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={t('workplaces.editTitle')}
        closeLabel={t('seats.close')}
        size="lg"
      >
        {editing && (
          <WorkplaceForm
            companyId={companyId}
            workplace={editing}
            onSaved={(saved) => {
              setEditing(null);
              notice.success(t('workplaces.saved', { name: saved.name }));
            }}
          />
        )}
      </Dialog>
      <SectionCard variant="divided" title={t('workplaceForm.title')}>
        <WorkplaceForm companyId={companyId} />
      </SectionCard>
    </SectionCard>
  );
}
