import { DoorClosed, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateConfirmDialog, dateDialogTexts } from '@/components/DateConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { LoadError } from '@/components/LoadError';
import { NoticeAlert } from '@/components/NoticeAlert';
import { Dialog } from '@/components/ui/Dialog';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCompliance } from '../api/get-compliance';
import { useWorkplaces } from '../api/get-workplaces';
import type { Workplace, WorkplaceCompliance as Compliance } from '../api/types';
import { useCloseWorkplace, useReopenWorkplace } from '../api/workplace-closure';
import { useFocusedNotice } from '../hooks/use-focused-notice';
import { BookMissing } from './BookMissing';
import { ClosedWorkplaces } from './ClosedWorkplaces';
import type { TeamBookingStart } from './TeamBookingForm';
import { WorkplaceCompliance } from './WorkplaceCompliance';
import { WorkplaceForm } from './WorkplaceForm';

interface WorkplacesSectionProps {
  companyId: number;
  /** With a way to pay (on invoice or by card), the missing first-aiders can be booked. */
  canBook: boolean;
  onBookMissing: (start: TeamBookingStart) => void;
}

/** A workplace of the compliance view (an open one) as its form changes it. */
const workplaceOf = ({ shifts, ...workplace }: Compliance): Workplace => ({
  ...workplace,
  shifts: shifts.map((shift) => shift.workers),
  closedOn: null,
});

/**
 * The company's open workplaces with their first-aiders shift by shift (the compliance view),
 * each one's "Edit" (its form in a dialog) and "Close this workplace…" (the day it closed, in a
 * dialog), the booking of the missing ones; then the workplaces closed, each with "Reopen"; and
 * the form that adds a workplace.
 */
export function WorkplacesSection({ companyId, canBook, onBookMissing }: WorkplacesSectionProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const compliance = useCompliance(companyId);
  const closed = (useWorkplaces(companyId).data ?? []).filter(
    (workplace) => workplace.closedOn !== null,
  );
  const [editing, setEditing] = useState<Workplace | null>(null);
  const [closing, setClosing] = useState<Compliance | null>(null);
  const closure = useCloseWorkplace(companyId);
  const reopen = useReopenWorkplace(companyId);
  const { notice, noticeRef, focused } = useFocusedNotice();

  const closeWorkplace = async (workplace: Compliance, closedOn: string) => {
    await closure.mutateAsync({ workplaceId: workplace.id, closedOn });
    setClosing(null);
    focused.success(
      t('workplaces.closed', {
        name: workplace.name,
        date: formatCalendarDate(closedOn, language),
      }),
    );
  };

  const reopenWorkplace = (workplace: Workplace) => {
    notice.clear();
    reopen.mutate(workplace.id, {
      onSuccess: () => focused.success(t('workplaces.reopened', { name: workplace.name })),
      onError: () => focused.error(t('workplaces.reopenFailed')),
    });
  };

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
    content = (
      <EmptyState
        title={closed.length > 0 ? t('workplaces.emptyOpenTitle') : t('workplaces.emptyTitle')}
        hint={t('workplaces.emptyHint')}
      />
    );
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
            onCloseWorkplace={() => {
              notice.clear();
              setClosing(workplace);
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
      <div ref={noticeRef} tabIndex={-1} className="empty:hidden focus:outline-none">
        <NoticeAlert notice={notice} dismissLabel={t('dismiss')} />
      </div>
      {content}
      {closed.length > 0 && (
        <SectionCard variant="divided" title={t('workplaces.closedTitle')}>
          <ClosedWorkplaces
            workplaces={closed}
            onReopen={reopenWorkplace}
            reopening={reopen.isPending ? (reopen.variables ?? null) : null}
          />
        </SectionCard>
      )}
      <DateConfirmDialog
        subject={closing}
        texts={{
          ...dateDialogTexts((key) => t(`closure.${key}`)),
          title: t('closure.title', { name: closing?.name ?? '' }),
        }}
        icon={DoorClosed}
        latest={todayInQuebec()}
        serverField="closedOn"
        pending={closure.isPending}
        onClose={() => setClosing(null)}
        onSubmit={closeWorkplace}
      >
        {() => (
          <>
            <p>{t('closure.intro')}</p>
            <p className="text-sm text-slate-600">{t('closure.undoHint')}</p>
          </>
        )}
      </DateConfirmDialog>
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
