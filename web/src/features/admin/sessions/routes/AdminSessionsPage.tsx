import { CalendarCheck, CalendarDays, List, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-error';
import { useCancelSession } from '../api/cancel-session';
import { useReopenRoster } from '../api/reopen-roster';
import type { AdminSession } from '../api/types';
import { BookAttendeeDialog } from '../components/BookAttendeeDialog';
import { CancelSessionDialog } from '../components/CancelSessionDialog';
import { EditSessionDialog } from '../components/EditSessionDialog';
import { ReopenRosterDialog } from '../components/ReopenRosterDialog';
import { SegmentedLinks } from '@/features/admin/components/SegmentedLinks';
import { SessionCalendar } from '../components/SessionCalendar';
import { SessionFormDialog } from '../components/SessionFormDialog';
import { SessionsList } from '../components/SessionsList';
import { StaffingDialog } from '../components/StaffingDialog';
import { WaitlistDialog } from '../components/WaitlistDialog';
import { useSessionsView } from '../use-sessions-view';

type Notice =
  | { tone: 'success'; key: 'created' | 'cancelledNotice' | 'roster.reopened' }
  | {
      tone: 'error';
      key: 'errors.cancelFailed' | 'errors.alreadyCancelled' | 'roster.notFinalized';
    }
  | { tone: 'success' | 'error'; edit: 'saved' | 'errors.sessionCancelled' }
  | { tone: 'success'; booked: { name: string; reference: string } };

/**
 * /admin/sessions: the upcoming sessions as a list (scheduling, editing and cancelling one), or
 * every session of a month or a week as a calendar (`?view=calendar`); both show each session's
 * instructors and attendance list, reopen a signed one, book a person on a session (one already
 * given too, from the calendar) and offer a session to instructors.
 */
export default function AdminSessionsPage() {
  const { t } = useTranslation('adminBookings');
  const { t: ta } = useTranslation('admin');
  const { view, viewHref } = useSessionsView();
  const cancel = useCancelSession();
  const [creating, setCreating] = useState(false);
  const [cancelling, setCancelling] = useState<AdminSession | null>(null);
  const [editing, setEditing] = useState<AdminSession | null>(null);
  const [waitlistOf, setWaitlistOf] = useState<AdminSession | null>(null);
  const reopen = useReopenRoster();
  const [reopening, setReopening] = useState<AdminSession | null>(null);
  const [booking, setBooking] = useState<AdminSession | null>(null);
  const [staffing, setStaffing] = useState<AdminSession | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  function confirmCancel() {
    if (!cancelling) return;
    setNotice(null);
    cancel.mutate(cancelling.id, {
      onSuccess: () => setNotice({ tone: 'success', key: 'cancelledNotice' }),
      onError: (error) =>
        setNotice({
          tone: 'error',
          key:
            error instanceof ApiError && error.code === 'session-cancelled'
              ? 'errors.alreadyCancelled'
              : 'errors.cancelFailed',
        }),
      onSettled: () => setCancelling(null),
    });
  }

  function startReopen(session: AdminSession) {
    setNotice(null);
    setReopening(session);
  }

  function startBooking(session: AdminSession) {
    setNotice(null);
    setBooking(session);
  }

  function startStaffing(session: AdminSession) {
    setNotice(null);
    setStaffing(session);
  }

  async function confirmReopen(sessionId: number, reason: string) {
    try {
      await reopen.mutateAsync({ sessionId, reason });
      setNotice({ tone: 'success', key: 'roster.reopened' });
    } catch (error) {
      // Open already (another admin reopened it): nothing to do, the list says so once read again.
      if (!(error instanceof ApiError && error.code === 'roster-not-finalized')) throw error;
      setNotice({ tone: 'error', key: 'roster.notFinalized' });
    }
    setReopening(null);
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('sessions.title')}
        lead={t('sessions.lead')}
        actions={
          <div className="flex shrink-0 flex-wrap gap-3">
            <ButtonLink to={paths.admin.bookings} variant="secondary">
              <CalendarCheck aria-hidden="true" className="size-5" />
              {t('sessions.bookingsLink')}
            </ButtonLink>
            <Button
              onClick={() => {
                setNotice(null);
                setCreating(true);
              }}
            >
              <Plus aria-hidden="true" className="size-5" />
              {t('sessions.create')}
            </Button>
          </div>
        }
      />

      {notice && (
        <Alert
          tone={notice.tone}
          dismissLabel={t('sessions.dismiss')}
          onDismiss={() => setNotice(null)}
        >
          {'booked' in notice
            ? t('sessions.book.done', notice.booked)
            : 'edit' in notice
              ? ta(`sessionEdit.${notice.edit}`)
              : t(`sessions.${notice.key}`)}
        </Alert>
      )}

      <SegmentedLinks
        label={t('sessions.views.label')}
        links={[
          {
            label: t('sessions.views.list'),
            to: viewHref('list'),
            active: view === 'list',
            icon: List,
          },
          {
            label: t('sessions.views.calendar'),
            to: viewHref('calendar'),
            active: view === 'calendar',
            icon: CalendarDays,
          },
        ]}
      />

      {view === 'calendar' ? (
        <SessionCalendar onReopen={startReopen} onBook={startBooking} onStaff={startStaffing} />
      ) : (
        <SessionsList
          onCancel={(session) => {
            setNotice(null);
            setCancelling(session);
          }}
          onEdit={(session) => {
            setNotice(null);
            setEditing(session);
          }}
          onWaitlist={(session) => {
            setNotice(null);
            setWaitlistOf(session);
          }}
          onBook={startBooking}
          onReopen={startReopen}
          onStaff={startStaffing}
        />
      )}

      <SessionFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          setNotice({ tone: 'success', key: 'created' });
        }}
      />
      <EditSessionDialog
        session={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          setNotice({ tone: 'success', edit: 'saved' });
        }}
        onGone={() => {
          setEditing(null);
          setNotice({ tone: 'error', edit: 'errors.sessionCancelled' });
        }}
      />
      <WaitlistDialog session={waitlistOf} onClose={() => setWaitlistOf(null)} />
      <StaffingDialog session={staffing} onClose={() => setStaffing(null)} />
      <BookAttendeeDialog
        session={booking}
        onClose={() => setBooking(null)}
        onBooked={(booked) => {
          setBooking(null);
          setNotice({
            tone: 'success',
            booked: {
              name: `${booked.firstName} ${booked.lastName}`,
              reference: booked.reference,
            },
          });
        }}
      />
      <ReopenRosterDialog
        session={reopening}
        pending={reopen.isPending}
        onClose={() => setReopening(null)}
        onSubmit={(reason) => (reopening ? confirmReopen(reopening.id, reason) : Promise.resolve())}
      />
      <CancelSessionDialog
        session={cancelling}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onClose={() => setCancelling(null)}
      />
    </div>
  );
}
