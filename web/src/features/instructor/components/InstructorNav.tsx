import { CalendarDays, Clock, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';

const LINKS = [
  { to: paths.instructor.root, key: 'sessions', icon: CalendarDays },
  { to: paths.instructor.availability, key: 'availability', icon: Clock },
  { to: paths.instructor.offers, key: 'offers', icon: Mail },
] as const;

/** The instructor space's pages: sessions and profile, availability, offers; the current one marked. */
export function InstructorNav() {
  const { t } = useTranslation('instructor');
  return (
    <nav aria-label={t('nav.label')} className="mt-6">
      <ul className="flex flex-wrap gap-2">
        {LINKS.map(({ to, key, icon: Icon }) => (
          <li key={key}>
            <NavLink
              to={to}
              end
              className={({ isActive }) =>
                `inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold ${
                  isActive
                    ? 'border-slate-900 bg-slate-900 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
                }`
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
