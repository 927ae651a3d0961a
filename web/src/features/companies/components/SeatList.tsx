import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamSeat } from '../api/types';
import { SeatActions, type TeamBookingRef } from './SeatActions';

/** A seat that still holds its place: it can be cancelled, given or named. */
const ACTIVE = new Set<TeamSeat['status']>(['pending', 'approved']);

interface SeatListProps {
  seats: readonly TeamSeat[];
  label: string;
  /** The team booking the seats are of: with it, each active seat offers its actions. */
  team?: TeamBookingRef;
}

/**
 * A team booking's seats: each attendee's name (a seat may be named later), email and reference,
 * and, for an active seat, cancel and replace (or name). What was done is said aloud.
 */
export function SeatList({ seats, label, team }: SeatListProps) {
  const [done, setDone] = useState('');
  const list = useRef<HTMLUListElement>(null);
  // A seat cancelled loses the buttons that had the focus: the list takes it.
  const onDone = (message: string, gone?: boolean) => {
    setDone(message);
    if (gone) list.current?.focus();
  };
  return (
    <>
      <ul
        ref={list}
        tabIndex={-1}
        aria-label={label}
        className="divide-y divide-surface-strong focus:outline-none"
      >
        {seats.map((seat) => (
          <SeatRow key={seat.id} seat={seat} team={team} onDone={onDone} />
        ))}
      </ul>
      {team && (
        <p role="status" aria-live="polite" className="mt-2 text-sm font-medium text-success-700">
          {done}
        </p>
      )}
    </>
  );
}

interface SeatRowProps {
  seat: TeamSeat;
  team?: TeamBookingRef;
  onDone: (message: string, gone?: boolean) => void;
}

/** A seat: who holds it (or that it is to be named), their email, its reference, its actions. */
function SeatRow({ seat, team, onDone }: SeatRowProps) {
  const { t } = useTranslation('companies');
  const who = `${seat.firstName} ${seat.lastName}`.trim() || t('seats.unnamed');
  return (
    <li
      data-testid="seat"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2 text-sm"
    >
      <span className="min-w-0 [overflow-wrap:anywhere]">
        <span className="font-semibold text-slate-900">{who}</span>
        {seat.status === 'cancelled' && (
          <span className="ml-2 text-slate-600">{t('seats.cancelledTag')}</span>
        )}
        <span className="block text-slate-600">{seat.email || t('seats.noEmail')}</span>
        <span className="block font-mono text-xs text-slate-700">
          {t('seats.reference', { reference: seat.reference })}
        </span>
      </span>
      {ACTIVE.has(seat.status) && team && (
        <SeatActions team={team} seat={seat} who={who} onDone={onDone} />
      )}
    </li>
  );
}
