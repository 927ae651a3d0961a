import type { UseMutationResult } from '@tanstack/react-query';
import { ArrowRightLeft } from 'lucide-react';
import { useState } from 'react';
import { SessionSelect } from '@/components/SessionSelect';
import { Button } from '@/components/ui/Button';
import { useSessions } from '@/lib/api/get-sessions';
import { formatSessionDays, type DatedSession } from '@/lib/format/session-days';
import type { NoticeState } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';

/** What a move answers: the booking in its new session. */
interface MovedBooking {
  session: DatedSession | null;
}

interface SessionMoveFormProps<Moved extends MovedBooking> {
  booking: { id: number; course: { id: number }; session: { id: number } | null };
  /** The customer's or the admin's move of a booking (POST …/bookings/{id}/move). */
  move: UseMutationResult<Moved, Error, { id: number; sessionId: number }>;
  /** Where the move's outcome is said. */
  notice: NoticeState;
  /** Sessions that start before this moment (ms) are not offered: a customer's deadline. */
  startsAfter?: number;
  /** The caller's words, already translated. */
  texts: {
    session: string;
    submit: string;
    moving: string;
    /** The notice after a move, given the new session's days and hours. */
    moved: (date: string) => string;
    failed: (error: Error) => string;
  };
}

/**
 * The choice of another session of the booking's course and the button that moves the booking
 * there; after a failure the sessions are read again (a seat may have gone).
 */
export function SessionMoveForm<Moved extends MovedBooking>({
  booking,
  move,
  notice,
  startsAfter,
  texts,
}: SessionMoveFormProps<Moved>) {
  const language = useLanguage();
  const sessions = useSessions(booking.course.id);
  const [target, setTarget] = useState('');

  function submit() {
    if (!target) return;
    notice.clear();
    move.mutate(
      { id: booking.id, sessionId: Number(target) },
      {
        onSuccess: (moved) => {
          setTarget('');
          notice.success(
            texts.moved(moved.session ? formatSessionDays(moved.session, language).text : ''),
          );
        },
        onError: (error) => {
          void sessions.refetch();
          notice.error(texts.failed(error));
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <SessionSelect
          label={texts.session}
          sessions={sessions.data}
          currentId={booking.session?.id}
          startsAfter={startsAfter}
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
        {move.isPending ? texts.moving : texts.submit}
      </Button>
    </div>
  );
}
