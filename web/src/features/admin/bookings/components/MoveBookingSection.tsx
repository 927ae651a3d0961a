import { ArrowRightLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '@/components/NoticeAlert';
import { SessionMoveForm } from '@/components/SessionMoveForm';
import { SectionCard } from '@/components/ui/SectionCard';
import { ApiError } from '@/lib/api/api-error';
import { useNotice } from '@/lib/hooks/use-notice';
import { useMoveBookingAsAdmin } from '../api/move-booking';
import type { AdminBooking } from '../api/types';

/** An admin moves a booking to another session at any time, or gives one on request its date. */
export function MoveBookingSection({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation('adminBookings');
  const move = useMoveBookingAsAdmin();
  const notice = useNotice();
  if (booking.status !== 'pending' && booking.status !== 'approved') return null;

  return (
    <SectionCard
      title={booking.session ? t('move.title') : t('move.titleOnRequest')}
      icon={ArrowRightLeft}
    >
      <div className="space-y-4">
        <NoticeAlert notice={notice} dismissLabel={t('bookings.dismiss')} />
        <SessionMoveForm
          booking={booking}
          move={move}
          notice={notice}
          texts={{
            session: t('move.session'),
            submit: t('move.submit'),
            moving: t('move.moving'),
            moved: (date) => t('move.done', { date }),
            failed: (error) =>
              error instanceof ApiError && error.code === 'session-full'
                ? t('move.full')
                : t('move.failed'),
          }}
        />
        <p className="text-sm text-slate-600">{t('move.mailed')}</p>
      </div>
    </SectionCard>
  );
}
