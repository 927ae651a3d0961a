import { Award, CalendarClock, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const items: { key: 'access' | 'certificate' | 'guarantee'; icon: LucideIcon }[] = [
  { key: 'access', icon: CalendarClock },
  { key: 'certificate', icon: Award },
  { key: 'guarantee', icon: ShieldCheck },
];

export function WhatYouGet() {
  const { t } = useTranslation('courses');
  return (
    <section aria-labelledby="what-you-get">
      <h2 id="what-you-get" className="text-base font-bold text-slate-900">
        {t('details.whatYouGet.title')}
      </h2>
      <ul className="mt-3 space-y-2.5">
        {items.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-start gap-2.5 text-sm text-slate-700">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success-600" />
            {t(`details.whatYouGet.${key}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
