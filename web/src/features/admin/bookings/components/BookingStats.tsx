import { CircleCheck, CircleX, Clock, Inbox } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatTiles } from '@/components/ui/StatTiles';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import type { BookingCounts } from '../api/types';
import { numberFormat } from '@/lib/format/intl';

const tiles = [
  { key: 'total', icon: Inbox, tone: 'bg-slate-100 text-slate-800' },
  { key: 'pending', icon: Clock, tone: 'bg-pending-50 text-pending-700' },
  { key: 'approved', icon: CircleCheck, tone: 'bg-success-50 text-success-600' },
  { key: 'rejected', icon: CircleX, tone: 'bg-brand-50 text-brand-700' },
] as const;

/** Total, pending, approved and rejected bookings (all of them, whatever the filter). */
export function BookingStats({ counts }: { counts: BookingCounts }) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const number = numberFormat(intlLocale(language));
  return (
    <StatTiles
      label={t('bookings.stats.label')}
      columns="grid-cols-2 lg:grid-cols-4"
      stats={tiles.map((tile) => ({
        ...tile,
        label: t(`bookings.stats.${tile.key}`),
        value: number.format(counts[tile.key]),
      }))}
    />
  );
}
