import {
  Award,
  BadgeCheck,
  MessagesSquare,
  ShieldCheck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/Container';

const claims: {
  key: 'trainings' | 'participants' | 'access' | 'guarantee' | 'consultation';
  icon: LucideIcon;
}[] = [
  { key: 'trainings', icon: Award },
  { key: 'participants', icon: Users },
  { key: 'access', icon: BadgeCheck },
  { key: 'guarantee', icon: ShieldCheck },
  { key: 'consultation', icon: MessagesSquare },
];

export function Claims() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="claims-title" className="border-y border-surface-strong bg-white">
      <Container className="py-14 sm:py-16">
        <h2 id="claims-title" className="sr-only">
          {t('claims.title')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {claims.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-4 lg:flex-col lg:gap-3">
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <div>
                <h3 className="font-bold text-slate-900">{t(`claims.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-slate-600">{t(`claims.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
