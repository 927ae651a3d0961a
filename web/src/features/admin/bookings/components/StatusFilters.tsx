import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PillRadioGroup, pillClass, pillInputClass } from '@/components/ui/PillRadioGroup';
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
      <PillRadioGroup
        legend={t('bookings.filter')}
        name="booking-status"
        options={STATUS_FILTERS}
        value={status}
        onChange={onStatus}
        label={(filter, checked) => {
          const count = countOf(counts, filter);
          return (
            <>
              {t(`bookings.filters.${filter}`)}
              {count && (
                <Count
                  testId={`count-${filter}`}
                  value={formatCount(count, language, t)}
                  tone={checked ? 'bg-white/20' : 'bg-slate-100 text-slate-700'}
                />
              )}
            </>
          );
        }}
      />
      {((waiting && waiting.value > 0) || refundNeeded) && (
        <label
          className={`${pillClass} min-h-10 px-3.5 border-brand-700 ${refundNeeded ? 'bg-brand-700 text-white' : 'bg-white text-brand-700 hover:bg-brand-50'}`}
        >
          <input
            type="checkbox"
            checked={refundNeeded}
            onChange={(event) => onRefundNeeded(event.target.checked)}
            className={pillInputClass}
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
