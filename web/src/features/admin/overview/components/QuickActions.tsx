import { BookOpen, CalendarCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { SectionCard } from '@/components/ui/SectionCard';
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
    <SectionCard id="overview-actions" title={t('overview.quickActions.title')} padding="p-5">
      <ul className="grid gap-3">
        {actions.map(({ to, icon: Icon, label }) => (
          <li key={to}>
            <ButtonLink to={to} variant="secondary" className="w-full justify-start">
              <Icon aria-hidden="true" className="size-5 text-brand-700" />
              {label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
