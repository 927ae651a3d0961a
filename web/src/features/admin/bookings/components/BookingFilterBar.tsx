import { CalendarDays, FilterX, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { searchFieldTexts } from '@/components/list-texts';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { useAdminCourses } from '@/lib/api/get-admin-courses';
import { useLanguage } from '@/lib/i18n/use-language';
import {
  METHOD_FILTERS,
  PAYMENT_FILTERS,
  type MethodFilter,
  type PaymentFilter,
} from '../api/types';
import { isFiltered } from '../booking-filters';
import type { BookingFiltering } from '../hooks/use-booking-filters';

interface BookingFilterBarProps extends BookingFiltering {
  /** The session filter's words ("Séance n° 12", or its course and date), while it is on. */
  sessionLabel: string | null;
}

/**
 * A field's own copy of a value the address holds: a change shows at once (the address follows a
 * moment later, and a date being typed must not be reset meanwhile); when the address changes
 * otherwise (back, clearing the filters), the copy follows it.
 */
function useDraft(value: string): [string, (next: string) => void] {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  return [draft, setDraft];
}

/**
 * The search, the payment, method, course and booking-date filters, the session's chip (a link
 * from the sessions page sets it; its button removes it), and "Clear filters".
 */
export function BookingFilterBar({
  filters,
  search,
  change,
  clear,
  sessionLabel,
}: BookingFilterBarProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const courses = useAdminCourses();
  const [from, setFrom] = useDraft(filters.from);
  const [to, setTo] = useDraft(filters.to);
  const options = (courses.data ?? [])
    .map((course) => ({ id: course.id, title: course.title[language] || course.title.fr }))
    .sort((a, b) => a.title.localeCompare(b.title, language));
  const unknownCourse =
    filters.courseId !== null && !options.some((course) => course.id === filters.courseId);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-full sm:max-w-xl">
          <SearchField
            {...searchFieldTexts(t, 'bookings')}
            value={search.text}
            onChange={search.change}
          />
        </div>
        {isFiltered(filters) && (
          <Button variant="ghost" size="sm" onClick={clear} className="self-start sm:self-auto">
            <FilterX aria-hidden="true" className="size-4" />
            {t('bookings.clearFilters')}
          </Button>
        )}
      </div>
      {/* Payment and method side by side even on a phone; the course and dates get a line. */}
      <div className="grid grid-cols-2 items-end gap-x-3 gap-y-4 xl:grid-cols-5">
        <SelectField
          label={t('bookings.paymentFilter')}
          value={filters.paymentStatus}
          onChange={(event) => change({ paymentStatus: event.target.value as PaymentFilter })}
        >
          {PAYMENT_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {filter === 'all' ? t('bookings.allPayments') : t(`bookings.paymentStatus.${filter}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('bookings.methodFilter')}
          value={filters.method}
          onChange={(event) => change({ method: event.target.value as MethodFilter })}
        >
          {METHOD_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {filter === 'all' ? t('bookings.allMethods') : t(`bookings.methods.${filter}`)}
            </option>
          ))}
        </SelectField>
        <div className="col-span-2 xl:col-span-1">
          <SelectField
            label={t('bookings.courseFilter')}
            value={filters.courseId ?? ''}
            onChange={(event) =>
              change({ courseId: event.target.value ? Number(event.target.value) : null })
            }
          >
            <option value="">{t('bookings.allCourses')}</option>
            {unknownCourse && (
              <option value={filters.courseId ?? ''}>
                {t('bookings.courseNumber', { id: filters.courseId })}
              </option>
            )}
            {options.map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <TextField
            type="date"
            label={t('bookings.from')}
            value={from}
            max={to || undefined}
            onChange={(event) => {
              setFrom(event.target.value);
              change({ from: event.target.value }, true);
            }}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <TextField
            type="date"
            label={t('bookings.to')}
            value={to}
            min={from || undefined}
            onChange={(event) => {
              setTo(event.target.value);
              change({ to: event.target.value }, true);
            }}
          />
        </div>
      </div>
      {sessionLabel && (
        <p>
          <button
            type="button"
            onClick={() => change({ sessionId: null })}
            aria-label={t('bookings.removeFilter', { filter: sessionLabel })}
            className="inline-flex min-h-10 max-w-full items-center gap-2 rounded-full border border-slate-900 bg-slate-900 px-3.5 py-1.5 text-left text-sm font-semibold text-white hover:bg-slate-700"
          >
            <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
            <span data-testid="session-filter" className="min-w-0">
              {sessionLabel}
            </span>
            <X aria-hidden="true" className="size-4 shrink-0" />
          </button>
        </p>
      )}
    </div>
  );
}
