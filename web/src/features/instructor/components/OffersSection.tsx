import { X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { EmptyState } from '@/components/EmptyState';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PagedList } from '@/components/PagedList';
import { pagedListTexts } from '@/components/list-texts';
import { formatSessionDays } from '@/lib/format/session-days';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAcceptOffer } from '../api/accept-offer';
import { useDeclineOffer } from '../api/decline-offer';
import { useInstructorOffers } from '../api/get-instructor-offers';
import type { StaffingOffer } from '../api/types';
import { offerErrorKey } from '../offer-errors';
import { OFFER_ACTION, OfferCard } from './OfferCard';

/**
 * The sessions offered to the instructor, page by page, open ones first: Accept at once (the
 * first to accept teaches it), Decline once confirmed. What happened is said above the list, and
 * the focus goes to it (the card's buttons are gone).
 */
export function OffersSection() {
  const { t } = useTranslation('instructor');
  const language = useLanguage();
  const list = useInstructorOffers();
  const accept = useAcceptOffer();
  const decline = useDeclineOffer();
  const notice = useNotice();
  const noticeBox = useRef<HTMLDivElement>(null);
  const [declining, setDeclining] = useState<StaffingOffer | null>(null);
  const busy = accept.isPending || decline.isPending;
  // Once an answer is settled (and the dialog closed, which gives the focus back to its button),
  // the focus goes to what happened.
  const [answered, setAnswered] = useState(0);
  useEffect(() => {
    if (answered > 0) noticeBox.current?.focus();
  }, [answered]);

  const settled = () => setAnswered((count) => count + 1);
  const refused = (error: Error) => notice.error(t(`offers.errors.${offerErrorKey(error)}`));

  function onAccept(offer: StaffingOffer) {
    notice.clear();
    accept.mutate(offer.id, {
      onSuccess: () => notice.success(t('offers.accepted')),
      onError: refused,
      onSettled: settled,
    });
  }

  function confirmDecline() {
    if (!declining) return;
    notice.clear();
    decline.mutate(declining.id, {
      onSuccess: () => notice.success(t('offers.declined')),
      onError: refused,
      onSettled: () => {
        setDeclining(null);
        settled();
      },
    });
  }

  return (
    <div className="mt-8 max-w-3xl space-y-4">
      <div ref={noticeBox} tabIndex={-1} className="focus:outline-none">
        <NoticeAlert notice={notice} dismissLabel={t('dismiss')} />
      </div>
      <PagedList
        list={list}
        texts={{ ...pagedListTexts(t, 'offers', t('retry')), loadMore: t('offers.loadMore') }}
        rowSelector={OFFER_ACTION}
        empty={<EmptyState title={t('offers.emptyTitle')} hint={t('offers.emptyHint')} />}
      >
        <ul className="space-y-4">
          {list.rows.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              accepting={accept.isPending && accept.variables === offer.id}
              busy={busy}
              onAccept={onAccept}
              onDecline={(chosen) => {
                notice.clear();
                setDeclining(chosen);
              }}
            />
          ))}
        </ul>
      </PagedList>
      <ConfirmDialog
        subject={declining}
        title={t('offers.confirmDecline.title')}
        closeLabel={t('offers.confirmDecline.close')}
        keepLabel={t('offers.confirmDecline.keep')}
        confirm={{
          icon: X,
          label: t('offers.confirmDecline.confirm'),
          busyLabel: t('offers.confirmDecline.declining'),
        }}
        busy={decline.isPending}
        onConfirm={confirmDecline}
        onClose={() => setDeclining(null)}
      >
        {(offer) => (
          <p className="text-sm text-slate-700">
            {t('offers.confirmDecline.text', {
              course: offer.session.course.title,
              day: formatSessionDays(offer.session, language).dates,
            })}
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
