import { BookOpen, Globe2, GraduationCap, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const stats: { key: 'students' | 'courses' | 'instructors' | 'countries'; icon: LucideIcon }[] = [
  { key: 'students', icon: Users },
  { key: 'courses', icon: BookOpen },
  { key: 'instructors', icon: GraduationCap },
  { key: 'countries', icon: Globe2 },
];

/** The four claims of the About page. */
export function StatTiles() {
  const { t } = useTranslation('about');
  return (
    <section aria-labelledby="about-stats">
      <h2 id="about-stats" className="sr-only">
        {t('stats.label')}
      </h2>
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map(({ key, icon: Icon }) => (
          <li
            key={key}
            className="flex flex-col items-center rounded-2xl border border-surface-strong bg-white p-5 text-center shadow-sm"
          >
            <Icon aria-hidden="true" className="size-7 text-brand-700" />
            <p className="mt-2 text-3xl font-extrabold text-slate-900">{t(`stats.${key}.value`)}</p>
            <p className="mt-1 text-sm text-slate-600">{t(`stats.${key}.label`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
