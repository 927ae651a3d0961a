import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/use-language';
import { STATUS_FILTERS, type BookingCounts, type StatusFilter } from '../api/types';
import { countOf, formatCount } from '../count-label';

interface StatusFiltersProps {
  status: StatusFilter;
  refundNeeded: boolean;
  /**
   * The counts over the search and the other filters; none while the first page loads. A count
   * the server did not make shows no number.
   */
  counts: BookingCounts | null | undefined;
  onStatus: (status: StatusFilter) => void;
  onRefundNeeded: (on: boolean) => void;
}

const pill =
  'relative inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-full border px-3.5 text-sm font-semibold has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600';
const hiddenInput = 'absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0';

/** A pill's count: in a bubble on screen, "(4)" or "(1 000+)" to screen readers. */
function Count({ value, tone, testId }: { value: string; tone: string; testId: string }) {
  return (
    <>
      {' '}
      <span className="sr-only">(</span>
      <span data-testid={testId} className={`rounded-full px-2 py-px text-xs tabular-nums ${tone}`}>
        {value}
      </span>
      <span className="sr-only">)</span>
    </>
  );
}

/**
 * The status filter as pills, each with its count, and beside them the "Refund needed" pill
 * while paid bookings wait for their refund (or while it is on).
 */
export function StatusFilters({
  status,
  refundNeeded,
  counts,
  onStatus,
  onRefundNeeded,
}: StatusFiltersProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const waiting = countOf(counts, 'refundNeeded');

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
      <fieldset className="min-w-0">
        <legend className="sr-only">{t('bookings.filter')}</legend>
        <div className="flex flex-wrap gap-2">
          {STATUS_FILTERS.map((filter) => {
            const count = countOf(counts, filter);
            return (
              <label
                key={filter}
                className={`${pill} border-slate-300 bg-white text-slate-800 hover:bg-slate-50 has-checked:border-slate-900 has-checked:bg-slate-900 has-checked:text-white`}
              >
                <input
                  type="radio"
                  name="booking-status"
                  value={filter}
                  checked={status === filter}
                  onChange={() => onStatus(filter)}
                  className={hiddenInput}
                />
                {t(`bookings.filters.${filter}`)}
                {count && (
                  <Count
                    testId={`count-${filter}`}
                    value={formatCount(count, language, t)}
                    tone={status === filter ? 'bg-white/20' : 'bg-slate-100 text-slate-700'}
                  />
                )}
              </label>
            );
          })}
        </div>
      </fieldset>
      {((waiting && waiting.value > 0) || refundNeeded) && (
        <label
          className={`${pill} border-brand-700 ${refundNeeded ? 'bg-brand-700 text-white' : 'bg-white text-brand-700 hover:bg-brand-50'}`}
        >
          <input
            type="checkbox"
            checked={refundNeeded}
            onChange={(event) => onRefundNeeded(event.target.checked)}
            className={hiddenInput}
          />
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {t('bookings.refundNeeded')}
          {waiting && (
            <Count
              testId="count-refundNeeded"
              value={formatCount(waiting, language, t)}
              tone={refundNeeded ? 'bg-white/20' : 'bg-brand-50'}
            />
          )}
        </label>
      )}
    </div>
  );
}
