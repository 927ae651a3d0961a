import { CalendarPlus, UsersRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { Button } from '@/components/ui/Button';
import { SectionCard } from '@/components/ui/SectionCard';
import { useTeamBookings } from '../api/get-team-bookings';
import type { Company, TeamBookingDetails } from '../api/types';
import { useTeamPaymentReturn } from '../hooks/use-team-payment-return';
import { CompanyPagedList } from './CompanyPagedList';
import { TEAM_BOOKING_HEADING, TeamBookingCard } from './TeamBookingCard';
import { TeamBookingForm, type TeamBookingStart } from './TeamBookingForm';
import { TeamBookingSuccess } from './TeamBookingSuccess';
import { TeamPaymentReturn } from './TeamPaymentReturn';

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
  const list = useTeamBookings(company.id);
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
      <CompanyPagedList
        list={list}
        section="teamBookings"
        rowSelector={TEAM_BOOKING_HEADING}
        empty={
          <EmptyState title={t('teamBookings.emptyTitle')} hint={t('teamBookings.emptyHint')} />
        }
      >
        <ul aria-label={t('teamBookings.caption')} className="space-y-3">
          {list.rows.map((team) => (
            <li key={team.id}>
              <TeamBookingCard company={company} teamBooking={team} />
            </li>
          ))}
        </ul>
      </CompanyPagedList>
    </SectionCard>
  );
}
