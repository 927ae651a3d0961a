import { UserX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PagedList } from '@/components/PagedList';
import { BusyButton } from '@/components/ui/BusyButton';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { formatSessionDays } from '@/lib/format/session-days';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSessionWaitlist } from '../api/get-session-waitlist';
import { useOfferWaitlistEntry } from '../api/offer-waitlist-entry';
import { useRemoveWaitlistEntry } from '../api/remove-waitlist-entry';
import { useSkipWaitlistEntry } from '../api/skip-waitlist-entry';
import type { AdminSession, AdminWaitlistEntry } from '../api/types';
import { waitlistErrorKey, type WaitlistAction } from '../waitlist-actions';
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
          ? `${session.course.title}, ${formatSessionDays(session, language, 'short').text}`
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
  const list = useSessionWaitlist(sessionId);
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
      <PagedList
        list={list}
        texts={{
          loading: t('sessions.waitlist.loading'),
          loadError: t('sessions.waitlist.loadError'),
          loadMoreError: t('sessions.loadMoreError'),
          retry: t('sessions.retry'),
          shown: (values) => t('sessions.waitlist.shown', values),
        }}
        rowSelector={WAITLIST_ROW}
        compact
      >
        <WaitlistTable
          entries={list.rows}
          sessionCancelled={cancelled}
          busy={busy}
          onAction={onAction}
        />
      </PagedList>
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
