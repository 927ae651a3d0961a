import { Award, BookOpen, CalendarCheck, UserPlus, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/SectionCard';
import { intlLocale } from '@/lib/i18n/languages';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Activity, ActivityType } from '../api/types';
import { formatRelativeTime } from '@/features/admin/components/relative-time';
import { dateTimeFormat } from '@/lib/format/intl';

const icons: Record<ActivityType, { icon: LucideIcon; tone: string }> = {
  enrollment: { icon: BookOpen, tone: 'bg-slate-100 text-slate-800' },
  signup: { icon: UserPlus, tone: 'bg-slate-100 text-slate-800' },
  completion: { icon: Award, tone: 'bg-success-50 text-success-600' },
  booking: { icon: CalendarCheck, tone: 'bg-brand-50 text-brand-700' },
};

const KNOWN_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'cancelled',
  'active',
  'completed',
  'new',
] as const;
type KnownStatus = (typeof KNOWN_STATUSES)[number];

const statusTones: Record<KnownStatus, string> = {
  pending: 'bg-pending-50 text-pending-700 ring-pending-700/20',
  approved: 'bg-success-50 text-success-600 ring-success-600/20',
  completed: 'bg-success-50 text-success-600 ring-success-600/20',
  rejected: 'bg-brand-50 text-brand-700 ring-brand-700/20',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-700/20',
  active: 'bg-slate-100 text-slate-800 ring-slate-700/20',
  new: 'bg-slate-100 text-slate-800 ring-slate-700/20',
};

const isKnown = (status: string): status is KnownStatus =>
  (KNOWN_STATUSES as readonly string[]).includes(status);

/** The latest events, newest first: what happened, who, which course, how long ago, status. */
export function RecentActivity({ items, now }: { items: readonly Activity[]; now: Date }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const full = dateTimeFormat(intlLocale(language), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'America/Montreal',
  });

  return (
    <SectionCard id="overview-activity" title={t('overview.activity.title')} padding="p-5">
      {items.length === 0 ? (
        <p className="text-slate-600">{t('overview.activity.empty')}</p>
      ) : (
        <ul className="divide-y divide-surface-strong">
          {items.map((item, index) => {
            const { icon: Icon, tone } = icons[item.type];
            const statusLabel = isKnown(item.status)
              ? t(`overview.activity.status.${item.status}`)
              : item.status;
            return (
              <li
                key={`${item.at}-${item.type}-${index}`}
                className="flex items-start gap-3 py-3"
                data-testid="activity-item"
              >
                <span
                  className={`inline-flex size-9 shrink-0 items-center justify-center rounded-lg ${tone}`}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm text-slate-900">
                    <span className="font-semibold">
                      {t(`overview.activity.types.${item.type}`)}
                    </span>
                    <span aria-hidden="true"> · </span>
                    <span className="sr-only">, </span>
                    {/* A removed student's bookings keep no name. */}
                    {item.userName || t('overview.activity.unknownUser')}
                  </p>
                  {item.courseTitle && (
                    <p className="truncate text-sm text-slate-600">{item.courseTitle}</p>
                  )}
                  <time
                    dateTime={item.at}
                    title={full.format(new Date(item.at))}
                    className="text-xs text-slate-600"
                  >
                    {formatRelativeTime(item.at, t, now)}
                  </time>
                </div>
                {item.status && (
                  <span
                    className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${
                      isKnown(item.status)
                        ? statusTones[item.status]
                        : 'bg-slate-100 text-slate-700 ring-slate-700/20'
                    }`}
                  >
                    {statusLabel}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
