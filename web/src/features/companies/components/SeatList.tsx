import { useTranslation } from 'react-i18next';
import type { TeamSeat } from '../api/types';

/** A team booking's seats: each attendee's name (a seat may be named later), email and reference. */
export function SeatList({ seats, label }: { seats: readonly TeamSeat[]; label: string }) {
  const { t } = useTranslation('companies');
  return (
    <ul aria-label={label} className="divide-y divide-surface-strong">
      {seats.map((seat) => (
        <li
          key={seat.id}
          data-testid="seat"
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2 text-sm"
        >
          <span className="min-w-0 [overflow-wrap:anywhere]">
            <span className="font-semibold text-slate-900">
              {`${seat.firstName} ${seat.lastName}`.trim() || t('seats.unnamed')}
            </span>
            <span className="block text-slate-600">{seat.email || t('seats.noEmail')}</span>
          </span>
          <span className="font-mono text-xs text-slate-700">
            {t('seats.reference', { reference: seat.reference })}
          </span>
        </li>
      ))}
    </ul>
  );
}
