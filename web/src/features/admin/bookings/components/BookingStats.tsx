import { CircleCheck, CircleX, Clock, Inbox, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import type { BookingCounts } from '../api/types';

const tiles: {
  key: Exclude<keyof BookingCounts, 'cancelled'>;
  icon: LucideIcon;
  tone: string;
}[] = [
  { key: 'total', icon: Inbox, tone: 'bg-slate-100 text-slate-800' },
  { key: 'pending', icon: Clock, tone: 'bg-pending-50 text-pending-700' },
  { key: 'approved', icon: CircleCheck, tone: 'bg-success-50 text-success-600' },
  { key: 'rejected', icon: CircleX, tone: 'bg-brand-50 text-brand-700' },
];

/** Total, pending, approved and rejected bookings (all of them, whatever the filter). */
export function BookingStats({ counts }: { counts: BookingCounts }) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const number = new Intl.NumberFormat(intlLocale(language));
  return (
    <dl aria-label={t('bookings.stats.label')} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {tiles.map(({ key, icon: Icon, tone }) => (
        <div
          key={key}
          className="relative flex min-h-20 flex-col-reverse justify-center rounded-2xl border border-surface-strong bg-white py-4 pr-4 pl-[4.25rem] shadow-sm sm:min-h-24 sm:pl-[5.25rem]"
        >
          <dt className="truncate text-sm font-medium text-slate-600">
            <span
              className={`absolute top-1/2 left-4 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-xl sm:left-5 sm:size-12 ${tone}`}
            >
              <Icon aria-hidden="true" className="size-5 sm:size-6" />
            </span>
            {t(`bookings.stats.${key}`)}
          </dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid={`stat-${key}`}>
            {number.format(counts[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
