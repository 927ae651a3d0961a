import { CalendarPlus, UsersRound } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { Button } from '@/components/ui/Button';
import { LoadMore } from '@/components/ui/LoadMore';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import { useTeamBookings } from '../api/get-team-bookings';
import type { Company, TeamBooking, TeamBookingDetails } from '../api/types';
import { useTeamPaymentReturn } from '../hooks/use-team-payment-return';
import { EmptyState } from './EmptyState';
import { TEAM_BOOKING_HEADING, TeamBookingCard } from './TeamBookingCard';
import { TeamBookingForm, type TeamBookingStart } from './TeamBookingForm';
import { TeamBookingSuccess } from './TeamBookingSuccess';
import { TeamPaymentReturn } from './TeamPaymentReturn';

/** The team bookings of every page loaded, each once. */
function teamBookingsOf(pages: readonly { teamBookings: TeamBooking[] }[] | undefined) {
  const seen = new Set<number>();
  return (pages ?? [])
    .flatMap((page) => page.teamBookings)
    .filter((team) => !seen.has(team.id) && seen.add(team.id));
}

type Panel =
  | { state: 'closed' }
  | { state: 'form'; start?: TeamBookingStart }
  | { state: 'booked'; booked: TeamBookingDetails };

interface TeamBookingsSectionProps {
  company: Company;
  /**
   * A booking asked for elsewhere on the page (the missing first-aiders): each new one opens the
   * form on it.
   */
  request: TeamBookingStart | null;
}

/**
 * The company's team bookings, newest first, and "Book a team", which opens the form in place.
 * Closing the form gives the focus back to it. An address naming a team (back from Stripe) shows
 * that team's payment first.
 */
export function TeamBookingsSection({ company, request }: TeamBookingsSectionProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const list = useTeamBookings(company.id);
  const teams = useMemo(() => teamBookingsOf(list.data?.pages), [list.data]);
  const [panel, setPanel] = useState<Panel>({ state: 'closed' });
  const [taken, setTaken] = useState<TeamBookingStart | null>(null);
  // A new request replaces whatever the panel showed (the form opens on it, fresh).
  if (request && request !== taken) {
    setTaken(request);
    setPanel({ state: 'form', start: request });
  }
  const openButton = useRef<HTMLButtonElement>(null);
  const closedByUser = useRef(false);
  const payment = useTeamPaymentReturn();

  useEffect(() => {
    if (panel.state !== 'closed' || !closedByUser.current) return;
    closedByUser.current = false;
    openButton.current?.focus();
  }, [panel.state, payment.teamBookingId]);

  const close = () => {
    closedByUser.current = true;
    setPanel({ state: 'closed' });
  };
  const closePayment = () => {
    closedByUser.current = true;
    payment.clear();
  };

  let content;
  if (list.isError && !list.data) {
    content = (
      <LoadError
        message={t('teamBookings.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  } else if (list.isPending) {
    content = (
      <div className="flex justify-center py-10">
        <Spinner label={t('teamBookings.loading')} />
      </div>
    );
  } else if (teams.length === 0) {
    content = (
      <EmptyState title={t('teamBookings.emptyTitle')} hint={t('teamBookings.emptyHint')} />
    );
  } else {
    content = (
      <>
        <ul aria-label={t('teamBookings.caption')} className="space-y-3">
          {teams.map((team) => (
            <li key={team.id}>
              <TeamBookingCard company={company} teamBooking={team} />
            </li>
          ))}
        </ul>
        <LoadMore
          summary={t('teamBookings.shown', {
            count: teams.length,
            shown: formatWholeNumber(teams.length, language),
          })}
          count={teams.length}
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          error={list.isFetchNextPageError ? t('teamBookings.loadMoreError') : undefined}
          onLoadMore={() => void list.fetchNextPage()}
          labels={{ loadMore: t('loadMore'), loading: t('loadingMore'), retry: t('retry') }}
          rowSelector={TEAM_BOOKING_HEADING}
        />
      </>
    );
  }

  let action;
  if (panel.state === 'closed') {
    action = (
      <Button
        ref={openButton}
        className="w-full sm:w-auto"
        onClick={() => setPanel({ state: 'form' })}
      >
        <CalendarPlus aria-hidden="true" className="size-5" />
        {t('teamBookings.book')}
      </Button>
    );
  } else {
    action = (
      <div className="rounded-xl border border-surface-strong p-4 sm:p-5">
        <SectionCard variant="divided" title={t('teamForm.title')}>
          {panel.state === 'booked' ? (
            <TeamBookingSuccess
              company={company}
              booked={panel.booked}
              onAnother={() => setPanel({ state: 'form' })}
              onClose={close}
            />
          ) : (
            <TeamBookingForm
              key={JSON.stringify(panel.start ?? null)}
              company={company}
              start={panel.start}
              onBooked={(booked) => setPanel({ state: 'booked', booked })}
              onCancel={close}
            />
          )}
        </SectionCard>
      </div>
    );
  }

  return (
    <SectionCard
      title={t('teamBookings.title')}
      description={t('teamBookings.description')}
      icon={UsersRound}
    >
      {payment.teamBookingId !== null && (
        <TeamPaymentReturn
          key={payment.teamBookingId}
          company={company}
          teamBookingId={payment.teamBookingId}
          returned={payment.returned}
          failed={payment.failed}
          onClose={closePayment}
        />
      )}
      {action}
      {content}
    </SectionCard>
  );
}
