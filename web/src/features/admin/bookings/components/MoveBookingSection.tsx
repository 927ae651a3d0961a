import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '@/components/NoticeAlert';
import { SessionSelect } from '@/components/SessionSelect';
import { Button } from '@/components/ui/Button';
import { SectionCard } from '@/components/ui/SectionCard';
import { ApiError } from '@/lib/api/api-error';
import { useSessions } from '@/lib/api/get-sessions';
import { formatQuebecDay, formatQuebecTime } from '@/lib/format/quebec-time';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { useMoveBookingAsAdmin } from '../api/move-booking';
import type { AdminBooking } from '../api/types';

/** An admin moves a booking to another session at any time, or gives one on request its date. */
export function MoveBookingSection({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const active = booking.status === 'pending' || booking.status === 'approved';
  const sessions = useSessions(active ? booking.course.id : null);
  const move = useMoveBookingAsAdmin();
  const [target, setTarget] = useState('');
  const notice = useNotice();
  if (!active) return null;

  const when = (startsAt: string) =>
    `${formatQuebecDay(startsAt, language)}, ${formatQuebecTime(startsAt, language)}`;

  function submit() {
    notice.clear();
    move.mutate(
      { id: booking.id, sessionId: Number(target) },
      {
        onSuccess: (moved) => {
          setTarget('');
          notice.success(
            t('move.done', { date: moved.session ? when(moved.session.startsAt) : '' }),
          );
        },
        onError: (error) => {
          void sessions.refetch();
          notice.error(
            error instanceof ApiError && error.code === 'session-full'
              ? t('move.full')
              : t('move.failed'),
          );
        },
      },
    );
  }

  return (
    <SectionCard
      title={booking.session ? t('move.title') : t('move.titleOnRequest')}
      icon={ArrowRightLeft}
    >
      <div className="space-y-4">
        <NoticeAlert notice={notice} dismissLabel={t('bookings.dismiss')} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <SessionSelect
              label={t('move.session')}
              sessions={sessions.data}
              currentId={booking.session?.id}
              value={target}
              onChange={setTarget}
            />
          </div>
          <Button
            variant="secondary"
            className="shrink-0"
            onClick={submit}
            disabled={!target || move.isPending}
          >
            <ArrowRightLeft aria-hidden="true" className="size-5" />
            {move.isPending ? t('move.moving') : t('move.submit')}
          </Button>
        </div>
        <p className="text-sm text-slate-600">{t('move.mailed')}</p>
      </div>
    </SectionCard>
  );
}
