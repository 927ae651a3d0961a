import { UserX } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { NoticeAlert } from '@/components/NoticeAlert';
import { BusyButton } from '@/components/ui/BusyButton';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { LoadMore } from '@/components/ui/LoadMore';
import { Spinner } from '@/components/ui/Spinner';
import { formatQuebecDate, formatQuebecTime } from '@/lib/format/quebec-time';
import { formatWholeNumber } from '@/lib/format/number';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSessionWaitlist } from '../api/get-session-waitlist';
import { useOfferWaitlistEntry } from '../api/offer-waitlist-entry';
import { useRemoveWaitlistEntry } from '../api/remove-waitlist-entry';
import { useSkipWaitlistEntry } from '../api/skip-waitlist-entry';
import type { AdminSession, AdminWaitlistEntry } from '../api/types';
import { entriesOf, waitlistErrorKey, type WaitlistAction } from '../waitlist-actions';
import { removeButtonOf, WAITLIST_ROW, WaitlistTable } from './WaitlistTable';

interface WaitlistDialogProps {
  /** The session whose line is shown; null when closed. */
  session: AdminSession | null;
  onClose: () => void;
}

/** A session's waiting list, with the office's actions on it. */
export function WaitlistDialog({ session, onClose }: WaitlistDialogProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  return (
    <Dialog
      open={session !== null}
      onClose={onClose}
      size="lg"
      title={t('sessions.waitlist.title')}
      description={
        session
          ? `${session.course.title}, ${formatQuebecDate(session.startsAt, language)}, ${formatQuebecTime(session.startsAt, language)}`
          : undefined
      }
      closeLabel={t('sessions.waitlist.close')}
    >
      {session && (
        <WaitlistSection
          key={session.id}
          sessionId={session.id}
          cancelled={session.status === 'cancelled'}
        />
      )}
    </Dialog>
  );
}

const fullName = (entry: AdminWaitlistEntry) => `${entry.firstName} ${entry.lastName}`;

function WaitlistSection({ sessionId, cancelled }: { sessionId: number; cancelled: boolean }) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const list = useSessionWaitlist(sessionId);
  const entries = useMemo(() => entriesOf(list.data?.pages), [list.data]);
  const offer = useOfferWaitlistEntry();
  const skip = useSkipWaitlistEntry();
  const remove = useRemoveWaitlistEntry();
  const mutations = { offer, skip, remove };
  const busy = offer.isPending || skip.isPending || remove.isPending;
  const notice = useNotice();
  const noticeBox = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState<AdminWaitlistEntry | null>(null);

  function run(action: WaitlistAction, entry: AdminWaitlistEntry) {
    notice.clear();
    const name = fullName(entry);
    mutations[action].mutate(entry.id, {
      onSuccess: () => notice.success(t(`sessions.waitlist.done.${action}`, { name })),
      onError: (error) => notice.error(t(`sessions.waitlist.errors.${waitlistErrorKey(error)}`)),
      onSettled: () => {
        setConfirming(null);
        // The row's buttons change or go: the focus goes to what happened, read out.
        noticeBox.current?.focus();
      },
    });
  }

  function onAction(action: WaitlistAction, entry: AdminWaitlistEntry) {
    if (action === 'remove') {
      notice.clear();
      setConfirming(entry);
    } else run(action, entry);
  }

  let content;
  if (list.isError && !list.data) {
    content = (
      <LoadError
        message={t('sessions.waitlist.loadError')}
        retryLabel={t('sessions.retry')}
        onRetry={() => void list.refetch()}
        retrying={list.isRefetching}
      />
    );
  } else if (list.isPending) {
    content = (
      <div className="flex justify-center py-10">
        <Spinner label={t('sessions.waitlist.loading')} />
      </div>
    );
  } else {
    content = (
      <>
        <WaitlistTable
          entries={entries}
          sessionCancelled={cancelled}
          busy={busy}
          onAction={onAction}
        />
        {entries.length > 0 && (
          <LoadMore
            summary={t('sessions.waitlist.shown', {
              count: entries.length,
              shown: formatWholeNumber(entries.length, language),
            })}
            count={entries.length}
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            error={list.isFetchNextPageError ? t('sessions.loadMoreError') : undefined}
            onLoadMore={() => void list.fetchNextPage()}
            labels={{
              loadMore: t('sessions.loadMore'),
              loading: t('sessions.loadingMore'),
              retry: t('sessions.retry'),
            }}
            rowSelector={WAITLIST_ROW}
          />
        )}
      </>
    );
  }

  return (
    <div className="space-y-4" data-testid="session-waitlist">
      <div ref={noticeBox} tabIndex={-1} className="focus:outline-none">
        <NoticeAlert notice={notice} dismissLabel={t('sessions.dismiss')} />
      </div>
      {confirming && (
        <ConfirmRemove
          entry={confirming}
          busy={remove.isPending}
          onConfirm={() => run('remove', confirming)}
          onKeep={() => {
            const id = confirming.id;
            setConfirming(null);
            removeButtonOf(id)?.focus();
          }}
        />
      )}
      {content}
    </div>
  );
}

interface ConfirmRemoveProps {
  entry: AdminWaitlistEntry;
  busy: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}

/**
 * Taking someone out of the line cannot be undone: it is confirmed first, in the dialog itself
 * (a dialog over a dialog would close both on Escape). The focus goes to "Keep", the safe choice.
 */
function ConfirmRemove({ entry, busy, onConfirm, onKeep }: ConfirmRemoveProps) {
  const { t } = useTranslation('adminBookings');
  const titleId = useId();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      data-testid="confirm-remove"
      className="rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <p id={titleId} className="font-semibold text-slate-900">
        {t('sessions.waitlist.confirmRemove.title', { name: fullName(entry) })}
      </p>
      <p className="mt-1 text-sm text-slate-700">{t('sessions.waitlist.confirmRemove.text')}</p>
      <div className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button ref={keep} variant="secondary" onClick={onKeep}>
          {t('sessions.waitlist.confirmRemove.keep')}
        </Button>
        <BusyButton
          icon={UserX}
          label={t('sessions.waitlist.confirmRemove.confirm')}
          busyLabel={t('sessions.waitlist.confirmRemove.removing')}
          busy={busy}
          onClick={onConfirm}
        />
      </div>
    </div>
  );
}
