import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { ApiError } from '@/lib/api/api-error';
import { useSessions } from '@/lib/api/get-sessions';
import { formatQuebecDay, formatQuebecTime } from '@/lib/format/quebec-time';
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
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (!active) return null;

  const choices = (sessions.data ?? []).filter(
    (session) => session.id !== booking.session?.id && session.seatsLeft > 0,
  );
  const when = (startsAt: string) =>
    `${formatQuebecDay(startsAt, language)}, ${formatQuebecTime(startsAt, language)}`;

  function submit() {
    setNotice(null);
    move.mutate(
      { id: booking.id, sessionId: Number(target) },
      {
        onSuccess: (moved) => {
          setTarget('');
          setNotice({
            tone: 'success',
            text: t('move.done', { date: moved.session ? when(moved.session.startsAt) : '' }),
          });
        },
        onError: (error) => {
          void sessions.refetch();
          setNotice({
            tone: 'error',
            text:
              error instanceof ApiError && error.code === 'session-full'
                ? t('move.full')
                : t('move.failed'),
          });
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
        {notice && (
          <Alert
            tone={notice.tone}
            dismissLabel={t('bookings.dismiss')}
            onDismiss={() => setNotice(null)}
          >
            {notice.text}
          </Alert>
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <SelectField
              label={t('move.session')}
              value={target}
              onChange={(event) => setTarget(event.target.value)}
              disabled={sessions.isPending || choices.length === 0}
            >
              <option value="">
                {sessions.isPending
                  ? t('move.loading')
                  : choices.length === 0
                    ? t('move.none')
                    : t('move.choose')}
              </option>
              {choices.map((session) => (
                <option key={session.id} value={session.id}>
                  {t('move.option', {
                    date: when(session.startsAt),
                    location: session.location,
                    count: session.seatsLeft,
                  })}
                </option>
              ))}
            </SelectField>
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
