import { useEffect } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { ApiError } from '@/lib/api/api-error';
import {
  heldOfferValues,
  useWaitlistEntry,
  type WaitlistEntry,
} from '@/lib/api/get-waitlist-entry';
import { useLanguage } from '@/lib/i18n/use-language';
import type { BookingFormInput } from '../schema';
import type { WaitlistOffer } from '../waitlist-offer';

interface WaitlistOfferNoticeProps {
  offer: WaitlistOffer;
  getValues: UseFormGetValues<BookingFormInput>;
  setValue: UseFormSetValue<BookingFormInput>;
  /** The offer cannot be booked with any more (lapsed, used up, declined, not this link's). */
  onLapsed: () => void;
}

/** Whether `entry` still holds a seat of the offer's session for this link. */
export function offerIsLive(entry: WaitlistEntry, offer: WaitlistOffer): boolean {
  return entry.status === 'offered' && entry.seatsHeld > 0 && entry.session.id === offer.sessionId;
}

/**
 * Above the booking form opened from a waiting list's offer: until when the seat is held, or that
 * it is not any more; fills the form's empty details with the person's. Loaded only with an offer
 * (the booking page's bundle budget), with its strings (waitlist namespace).
 */
export function WaitlistOfferNotice({
  offer,
  getValues,
  setValue,
  onLapsed,
}: WaitlistOfferNoticeProps) {
  const { t } = useTranslation('waitlist');
  const language = useLanguage();
  const query = useWaitlistEntry(String(offer.entryId), offer.token);
  const entry = query.data;
  const unknown = query.error instanceof ApiError && query.error.status === 404;
  const live = entry ? offerIsLive(entry, offer) : !unknown;

  useEffect(() => {
    if (!live) onLapsed();
  }, [live, onLapsed]);

  useEffect(() => {
    if (!entry) return;
    const current = getValues();
    const fill = {
      firstName: entry.firstName,
      lastName: entry.lastName,
      email: entry.email,
      phone: entry.phone,
    };
    for (const [name, value] of Object.entries(fill) as [keyof typeof fill, string][]) {
      if (!current[name] && value) setValue(name, value);
    }
  }, [entry, getValues, setValue]);

  if (!live) return <Alert tone="info">{t('offer.lapsed')}</Alert>;
  if (entry) {
    return (
      <Alert tone="info">
        <span data-testid="waitlist-offer">
          {t('offer.held', heldOfferValues(entry, language))}
        </span>
      </Alert>
    );
  }
  if (query.isError) return <Alert tone="info">{t('offer.checkFailed')}</Alert>;
  return (
    <p role="status" className="text-sm text-slate-700">
      {t('offer.checking')}
    </p>
  );
}
