import { BookOpen, CalendarCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';

/** Links to the three admin sections. */
export function QuickActions() {
  const { t } = useTranslation('admin');
  const actions = [
    { to: paths.admin.courses, icon: BookOpen, label: t('overview.quickActions.courses') },
    { to: paths.admin.students, icon: Users, label: t('overview.quickActions.students') },
    { to: paths.admin.bookings, icon: CalendarCheck, label: t('overview.quickActions.bookings') },
  ];
  return (
    <section
      aria-labelledby="overview-actions"
      className="rounded-2xl border border-surface-strong bg-white p-5 shadow-sm"
    >
      <h2 id="overview-actions" className="text-lg font-bold text-slate-900">
        {t('overview.quickActions.title')}
      </h2>
      <ul className="mt-4 grid gap-3">
        {actions.map(({ to, icon: Icon, label }) => (
          <li key={to}>
            <ButtonLink to={to} variant="secondary" className="w-full justify-start">
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
              {label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
