import { Ban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '@/components/NoticeAlert';
import { Button } from '@/components/ui/Button';
import { SectionCard } from '@/components/ui/SectionCard';
import { useNotice } from '@/lib/hooks/use-notice';
import type { AdminBooking } from '../api/types';
import { isActive } from '../booking-actions';
import { CancelBookingDialog, refundErrorKey } from './CancelBookingDialog';

/**
 * The office cancels one booking (issue 41): any status and method, with its reason; the seat is
 * freed, the customer mailed, and a paid booking's refund made as chosen in the same dialog.
 */
export function CancelBookingSection({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation('adminBookings');
  const [open, setOpen] = useState(false);
  const notice = useNotice();
  const active = isActive(booking);
  // Once cancelled, the section stays for its notice, until dismissed.
  if (!active && !notice.current) return null;

  const cancelled = (refundError: string | undefined) => {
    setOpen(false);
    if (refundError) {
      notice.error(
        t('cancel.refundFailed', { why: t(`cancel.refundErrors.${refundErrorKey(refundError)}`) }),
      );
    } else notice.success(t('cancel.done'));
  };

  return (
    <SectionCard title={t('cancel.title')} icon={Ban}>
      <div className="space-y-3">
        <NoticeAlert notice={notice} dismissLabel={t('bookings.dismiss')} />
        {active && (
          <>
            <p className="text-sm text-slate-700">{t('cancel.text')}</p>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              <Ban aria-hidden="true" className="size-5" />
              {t('cancel.open')}
            </Button>
          </>
        )}
      </div>
      <CancelBookingDialog
        booking={open ? booking : null}
        onClose={() => setOpen(false)}
        onCancelled={cancelled}
      />
    </SectionCard>
  );
}
