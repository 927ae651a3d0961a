import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { BackLink } from '@/components/ui/BackLink';
import { Container } from '@/components/ui/Container';
import { FocusHeading } from '@/components/ui/FocusHeading';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-error';
import { useAuth } from '@/lib/auth/auth-context';
import { formatQuebecDateTime } from '@/lib/format/quebec-time';
import { useNotice } from '@/lib/hooks/use-notice';
import { useRoster } from '../api/get-roster';
import type { FinalizedRoster, Roster } from '../api/types';
import { updateRosterEntry } from '../api/update-roster-entry';
import { AttendeeCard } from '../components/AttendeeCard';
import { currentDay, DayPicker } from '../components/DayPicker';
import { FinalizeDialog } from '../components/FinalizeDialog';
import { FinalizeOutcome } from '../components/FinalizeOutcome';
import { FinalizeSection } from '../components/FinalizeSection';
import { LeaveDialog } from '../components/LeaveDialog';
import { ReopenSection } from '../components/ReopenSection';
import { RosterHeader } from '../components/RosterHeader';
import type { StaleReason } from '../roster-outbox';
import { useRosterQueue } from '../use-roster-queue';

/** `at` while it is still to come; undefined once it has passed (or when the server gave none). */
function opensLater(at: string | undefined, now: number): string | undefined {
  return at !== undefined && Date.parse(at) > now ? at : undefined;
}

/**
 * /instructor/sessions/:id: a session's roster for class day, made for a phone. Each attendee's
 * check-in, result and note are recorded as they are tapped, even on a weak network; the
 * instructor then signs the roster, which issues the certificates. The office opens it too, from
 * its sessions. Not indexed.
 */
export default function RosterPage() {
  const { t } = useTranslation('instructor');
  const { user } = useAuth();
  const { id = '' } = useParams();
  const sessionId = /^\d+$/.test(id) ? Number(id) : null;
  const office = user?.role === 'admin';

  return (
    <div className="bg-surface">
      <meta name="robots" content="noindex" />
      <Container className="max-w-3xl space-y-6 py-6 sm:py-10 lg:max-w-6xl">
        <BackLink to={office ? paths.admin.sessions : paths.instructor.root} tone="brand">
          {office ? t('roster.backOffice') : t('roster.back')}
        </BackLink>
        {sessionId === null ? <NotFound /> : <RosterLoader key={sessionId} sessionId={sessionId} />}
      </Container>
    </div>
  );
}

function NotFound() {
  const { t } = useTranslation('instructor');
  return (
    <>
      <PageTitle title={t('roster.title')} />
      <h1 className="text-2xl font-bold text-slate-900">{t('roster.title')}</h1>
      <Alert tone="info">{t('roster.notFound')}</Alert>
    </>
  );
}

function RosterLoader({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation('instructor');
  const roster = useRoster(sessionId);

  if (roster.data) return <RosterView roster={roster.data} onStale={() => void roster.refetch()} />;
  if (roster.isError) {
    const status = roster.error instanceof ApiError ? roster.error.status : 0;
    if (status === 404 || status === 403) return <NotFound />;
    return (
      <>
        <PageTitle title={t('roster.title')} />
        <h1 className="text-2xl font-bold text-slate-900">{t('roster.title')}</h1>
        <LoadError
          message={t('roster.loadError')}
          retryLabel={t('retry')}
          onRetry={() => void roster.refetch()}
          retrying={roster.isRefetching}
        />
      </>
    );
  }
  return (
    <div className="flex justify-center py-16">
      <PageTitle title={t('roster.title')} />
      <Spinner label={t('roster.loading')} />
    </div>
  );
}

interface RosterViewProps {
  roster: Roster;
  /** Reads the roster again. */
  onStale: () => void;
}

function RosterView({ roster, onStale }: RosterViewProps) {
  const { t, i18n } = useTranslation('instructor');
  const office = useAuth().user?.role === 'admin';
  const sessionId = roster.session.id;
  const notice = useNotice();
  const [signing, setSigning] = useState(false);
  const [outcome, setOutcome] = useState<FinalizedRoster | null>(null);
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  const attendeesHeading = useRef<HTMLHeadingElement>(null);

  const queue = useRosterQueue({
    attendees: roster.attendees,
    save: (bookingId, request, signal) => updateRosterEntry(sessionId, bookingId, request, signal),
    onStale: (reason: StaleReason) => {
      if (reason === 'roster-finalized') notice.error(t('roster.lockedElsewhere'));
      onStale();
    },
  });
  const locked = roster.roster.status === 'finalized';
  // Nothing is recorded before the class (the server refuses it too): check-in opens when the first
  // day starts, the signature when the last day starts.
  const [now] = useState(Date.now);
  const checkInOpensAt = opensLater(roster.roster.checkInOpensAt, now);
  const signatureOpensAt = opensLater(roster.roster.signatureOpensAt, now);
  const pendingRows = queue.rows.filter((row) => row.save !== 'saved').length;
  // A session over several days is checked in each day: the one under way first (issue 41).
  const sessionDays = roster.session.days;
  const begun = currentDay(sessionDays, now);
  const [day, setDay] = useState(begun);

  // Closing or reloading the page with changes on their way would lose them: the browser asks
  // first (LeaveDialog asks before another page of the site).
  useEffect(() => {
    if (!queue.pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [queue.pending]);

  // Signed: what it issued takes the focus (the button that led there is gone).
  useEffect(() => {
    if (outcome) outcomeHeading.current?.focus();
  }, [outcome]);

  function finalized(result: FinalizedRoster) {
    setSigning(false);
    setOutcome(result);
  }

  // Signed on another device meanwhile: the roster read again shows who signed it.
  function alreadyFinalized() {
    setSigning(false);
    notice.error(t('finalize.alreadyFinalized'));
  }

  // Reopened by the office: the attendees to correct take the focus (the button that led there is
  // gone with the signature).
  function reopened(tone: 'success' | 'error', text: string) {
    notice[tone](text);
    setTimeout(() => attendeesHeading.current?.focus());
  }

  return (
    <>
      <PageTitle title={`${t('roster.title')} — ${roster.session.course.title}`} />
      <RosterHeader roster={roster} />
      <NoticeAlert notice={notice} dismissLabel={t('dismiss')} />
      {outcome && <FinalizeOutcome result={outcome} headingRef={outcomeHeading} />}
      {checkInOpensAt && !locked && (
        <p
          role="status"
          className="rounded-xl border border-pending-200 bg-pending-50 px-4 py-3 text-sm font-semibold text-pending-800"
        >
          {t('roster.notYet', { when: formatQuebecDateTime(checkInOpensAt, i18n.language) })}
        </p>
      )}

      <section aria-labelledby="roster-attendees" className="space-y-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <FocusHeading
            id="roster-attendees"
            ref={attendeesHeading}
            className="text-xl font-bold text-slate-900"
          >
            {t('roster.attendees')}
          </FocusHeading>
          <p className="text-sm text-slate-600">
            {t('roster.count', { count: roster.attendees.length })}
          </p>
        </div>
        {begun > 1 && !locked && (
          // The days begun: a later day's check-in opens when it starts (the server says so too).
          <DayPicker days={sessionDays.slice(0, begun)} day={day} onChange={setDay} />
        )}
        {queue.rows.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-700">
            {t('roster.empty')}
          </p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-2">
            {queue.rows.map((row) => (
              <AttendeeCard
                key={row.attendee.bookingId}
                row={row}
                locked={locked || checkInOpensAt !== undefined}
                day={day}
                dayCount={Math.max(sessionDays.length, 1)}
                onChange={queue.change}
                onRetry={queue.retry}
                onDismiss={queue.dismiss}
              />
            ))}
          </ul>
        )}
      </section>

      {/* The session's instructor signs; the office reads, corrects and reopens (the server says so too). */}
      {!locked && !office && queue.rows.length > 0 && (
        <FinalizeSection
          pendingRows={pendingRows}
          opensAt={signatureOpensAt}
          onOpen={() => setSigning(true)}
        />
      )}
      {!locked && office && queue.rows.length > 0 && (
        <p className="mt-8 text-sm text-slate-600">{t('finalize.officeNote')}</p>
      )}
      {locked && office && (
        <ReopenSection
          roster={roster}
          onReopened={() => reopened('success', t('reopen.done'))}
          onAlreadyOpen={() => {
            reopened('error', t('reopen.notFinalized'));
            onStale();
          }}
        />
      )}
      <FinalizeDialog
        open={signing}
        sessionId={sessionId}
        attendees={queue.rows.map((row) => row.attendee)}
        onClose={() => setSigning(false)}
        onFinalized={finalized}
        onAlreadyFinalized={alreadyFinalized}
      />
      <LeaveDialog pending={queue.pending} />
    </>
  );
}
