import {
  CalendarCheck,
  CalendarSearch,
  CircleAlert,
  CircleX,
  Hourglass,
  Link2Off,
  ListOrdered,
  LogOut,
  TicketCheck,
  TimerOff,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { MailedLinkPage } from '@/components/MailedLinkPage';
import { NoticeAlert } from '@/components/NoticeAlert';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';
import { isInvalidLink } from '@/lib/api/api-error';
import {
  heldOfferValues,
  useWaitlistEntry,
  type WaitlistEntry,
} from '@/lib/api/get-waitlist-entry';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { useLeaveWaitlist } from '../api/leave-waitlist';
import { ConfirmLeaveDialog } from '../components/ConfirmLeaveDialog';
import { SessionFacts } from '../components/SessionFacts';
import { entryState, isOpen, leaveErrorKey, type EntryState } from '../entry-state';

type State = EntryState | 'loading' | 'invalid' | 'failed';

const icons: Record<State, LucideIcon> = {
  loading: ListOrdered,
  invalid: Link2Off,
  failed: CircleAlert,
  waiting: Hourglass,
  offered: TicketCheck,
  booked: CalendarCheck,
  declined: CircleX,
  expired: TimerOff,
  removed: UserX,
  left: LogOut,
};

/**
 * /waitlist/:id?token=…, the link of a waiting list's mails: the session and the person's rank,
 * with the way out of the line; once seats are offered, until when, the way to book them (the
 * booking form, carrying the offer) or to decline them; once over, what happened. Not indexed.
 */
export default function WaitlistPage() {
  const { t } = useTranslation('waitlist');
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const entryId = /^\d+$/.test(id) ? id : '';
  const query = useWaitlistEntry(entryId, token);
  const leave = useLeaveWaitlist(entryId, token);
  const notice = useNotice();
  const [confirming, setConfirming] = useState<'waiting' | 'offered' | null>(null);
  const entry = query.data;

  let state: State;
  if (!entryId || !token) state = 'invalid';
  else if (entry) state = entryState(entry);
  else if (query.isError) state = isInvalidLink(query.error) ? 'invalid' : 'failed';
  else state = 'loading';

  function confirmLeave() {
    notice.clear();
    leave.mutate(undefined, {
      onError: (error) => notice.error(t(`page.${leaveErrorKey(error)}`)),
      onSettled: () => setConfirming(null),
    });
  }

  const title = state === 'loading' || state === 'failed' ? t('page.title') : t(`${state}.heading`);

  return (
    <MailedLinkPage
      title={t('page.title')}
      state={state}
      icon={icons[state]}
      heading={title}
      read={{
        text: (key) => t(`page.${key}`),
        onRetry: () => void query.refetch(),
        retrying: query.isRefetching,
      }}
      testId="waitlist-page"
      width="xl"
      noindex
      after={
        <ConfirmLeaveDialog
          kind={confirming}
          busy={leave.isPending}
          onConfirm={confirmLeave}
          onClose={() => setConfirming(null)}
        />
      }
    >
      <NoticeAlert notice={notice} dismissLabel={t('page.dismiss')} />
      {state === 'invalid' && (
        <>
          <p>{t('invalid.text')}</p>
          <ButtonLink to={paths.courses} variant="secondary" className="w-full">
            <CalendarSearch aria-hidden="true" className="size-5" />
            {t('page.toCourses')}
          </ButtonLink>
        </>
      )}
      {entry && state !== 'invalid' && state !== 'failed' && state !== 'loading' && (
        <>
          <PlaceStatus
            entry={entry}
            state={state}
            token={token}
            onLeave={(kind) => {
              notice.clear();
              setConfirming(kind);
            }}
          />
          <section aria-labelledby="waitlist-session" className="pt-2">
            <h2 id="waitlist-session" className="text-lg font-bold text-slate-900">
              {t('page.details')}
            </h2>
            <SessionFacts entry={entry} />
          </section>
        </>
      )}
    </MailedLinkPage>
  );
}

interface PlaceStatusProps {
  entry: WaitlistEntry;
  state: EntryState;
  token: string;
  onLeave: (kind: 'waiting' | 'offered') => void;
}

/** What the place's state means, and what the person can do about it. */
function PlaceStatus({ entry, state, token, onLeave }: PlaceStatusProps) {
  const { t } = useTranslation('waitlist');
  const language = useLanguage();
  const toSessions = (
    <ButtonLink to={paths.booking(String(entry.session.courseId))} className="w-full">
      <CalendarSearch aria-hidden="true" className="size-5" />
      {t('page.toSessions')}
    </ButtonLink>
  );
  if (!isOpen(state)) {
    return (
      <>
        <p>{t(`${state}.text`)}</p>
        {toSessions}
      </>
    );
  }
  if (state === 'waiting') {
    return (
      <>
        {entry.position !== null && (
          <p className="text-lg font-semibold text-slate-900" data-testid="waitlist-rank">
            {t('waiting.rank', { position: entry.position })}
          </p>
        )}
        <p>{t('waiting.text')}</p>
        <Button
          variant="secondary"
          className="w-full text-brand-700"
          onClick={() => onLeave(state)}
        >
          <LogOut aria-hidden="true" className="size-5" />
          {t('waiting.leave')}
        </Button>
      </>
    );
  }
  return (
    <>
      <p className="text-lg font-semibold text-slate-900" data-testid="waitlist-offer">
        {t('offered.held', heldOfferValues(entry, language))}
      </p>
      {entry.seats > 1 && <p>{t('offered.several')}</p>}
      <p className="text-sm">{t('offered.after')}</p>
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <ButtonLink
          to={paths.bookingWithOffer({
            courseId: entry.session.courseId,
            sessionId: entry.session.id,
            entryId: entry.id,
            token,
          })}
          className="sm:flex-1"
        >
          <TicketCheck aria-hidden="true" className="size-5" />
          {t('offered.book')}
        </ButtonLink>
        <Button variant="secondary" className="text-brand-700" onClick={() => onLeave(state)}>
          <CircleX aria-hidden="true" className="size-5" />
          {t('offered.decline')}
        </Button>
      </div>
    </>
  );
}
