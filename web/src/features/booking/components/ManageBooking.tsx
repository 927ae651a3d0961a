import { ArrowRightLeft, CalendarX, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '@/components/NoticeAlert';
import { SessionMoveForm } from '@/components/SessionMoveForm';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { SectionCard } from '@/components/ui/SectionCard';
import { site } from '@/config/site';
import { ApiError } from '@/lib/api/api-error';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecDateTime } from '@/lib/format/quebec-time';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCancelBooking } from '../api/cancel-booking';
import { useMoveBooking } from '../api/move-booking';
import type { Booking } from '../api/types';

/** What a cancellation does with the money, as the server's policy does it. */
function refundKey(booking: Booking) {
  if (booking.paymentStatus !== 'paid') return 'manage.refundNone';
  return booking.paymentMethod === 'card' ? 'manage.refundCard' : 'manage.refundOffice';
}

function errorKey(error: unknown) {
  if (error instanceof ApiError) {
    if (error.code === 'cancellation-deadline-passed') return 'manage.errors.deadlinePassed';
    if (error.code === 'session-full') return 'manage.errors.sessionFull';
    if (error.code === 'session-inside-deadline') return 'manage.errors.sessionTooSoon';
    if (error.code === 'network-error') return 'manage.errors.network';
  }
  return 'manage.errors.failed';
}

/**
 * The earliest start of a session the customer may move to: one they could still cancel or move
 * afterwards, as far ahead as their own session's deadline is before it.
 */
function earliestStart(booking: Booking) {
  if (!booking.session || !booking.cancellationDeadline) return undefined;
  const lead = Date.parse(booking.session.startsAt) - Date.parse(booking.cancellationDeadline);
  return Date.now() + lead;
}

/**
 * Cancel a booking, or move it to another session of its course, until the deadline before the
 * session (the server says whether each is still possible); after it, call the office.
 */
export function ManageBooking({ booking, token }: { booking: Booking; token: string }) {
  const { t } = useTranslation('bookingSuccess');
  const language = useLanguage();
  const cancel = useCancelBooking(token);
  const move = useMoveBooking(token);
  const [confirming, setConfirming] = useState(false);
  const notice = useNotice();
  const active = booking.status === 'pending' || booking.status === 'approved';
  if (!active && !notice.current) return null;

  function confirmCancel() {
    notice.clear();
    cancel.mutate(booking.id, {
      onSuccess: () => {
        setConfirming(false);
        notice.success(t('manage.cancelled'));
      },
      onError: (error) => {
        setConfirming(false);
        notice.error(t(errorKey(error)));
      },
    });
  }

  const open = booking.cancellable || booking.movable;
  return (
    <SectionCard title={t('manage.title')} icon={ArrowRightLeft}>
      <div className="space-y-4" data-testid="manage-booking">
        <NoticeAlert notice={notice} dismissLabel={t('manage.dismiss')} />
        {active && open && (
          <p className="text-sm text-slate-700">
            {booking.cancellationDeadline
              ? t('manage.until', {
                  date: formatQuebecDateTime(booking.cancellationDeadline, language),
                })
              : t('manage.untilDateSet')}
          </p>
        )}
        {active && booking.movable && (
          <SessionMoveForm
            booking={booking}
            move={move}
            notice={notice}
            startsAfter={earliestStart(booking)}
            texts={{
              session: t('manage.newSession'),
              submit: t('manage.move'),
              moving: t('manage.moving'),
              moved: (date) => t('manage.moved', { date }),
              failed: (error) => t(errorKey(error)),
            }}
          />
        )}
        {active && booking.cancellable && (
          <Button
            variant="secondary"
            className="text-brand-700"
            onClick={() => {
              notice.clear();
              setConfirming(true);
            }}
          >
            <CalendarX aria-hidden="true" className="size-5" />
            {t('manage.cancel')}
          </Button>
        )}
        {active && !open && (
          <p className="flex items-start gap-2 text-sm text-slate-800">
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t('manage.callOffice')}{' '}
              <a href={site.phoneHref} className="font-semibold whitespace-nowrap underline">
                {site.phone}
              </a>
            </span>
          </p>
        )}
      </div>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('manage.confirmTitle')}
        closeLabel={t('manage.close')}
      >
        <p className="text-slate-700">
          {t('manage.confirmText', { reference: booking.reference, course: booking.course.title })}
        </p>
        <p className="mt-3 font-medium text-slate-900" data-testid="refund-policy">
          {t(refundKey(booking), {
            amount: formatMoney(booking.amounts.totalCents, language),
          })}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('manage.keep')}
          </Button>
          <Button onClick={confirmCancel} disabled={cancel.isPending}>
            <CalendarX aria-hidden="true" className="size-5" />
            {cancel.isPending ? t('manage.cancelling') : t('manage.confirmCancel')}
          </Button>
        </div>
      </Dialog>
    </SectionCard>
  );
}
