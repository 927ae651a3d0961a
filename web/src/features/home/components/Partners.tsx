import { HardHat, HeartPulse, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/Container';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { site } from '@/config/site';

const partners: { key: 'heart' | 'cnesst'; icon: LucideIcon }[] = [
  { key: 'heart', icon: HeartPulse },
  { key: 'cnesst', icon: HardHat },
];

export function Partners() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="partners-title" className="bg-white">
      <Container className="py-16 sm:py-20">
        <div className="max-w-2xl">
          <h2 id="partners-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('partners.title')}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{t('partners.subtitle')}</p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {partners.map(({ key, icon: Icon }) => (
            <li key={key} className="flex gap-5 rounded-2xl border border-surface-strong p-6">
              <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-slate-900 text-white">
                <Icon aria-hidden="true" className="size-7" />
              </span>
              <div>
                <h3 id={`partner-${key}`} className="text-lg font-bold text-slate-900">
                  {t(`partners.${key}.name`)}
                </h3>
                <p className="mt-1 text-slate-600">{t(`partners.${key}.text`)}</p>
                <ExternalLink
                  href={site.partners[key]}
                  aria-describedby={`partner-${key}`}
                  className="mt-3 rounded font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                >
                  {t('partners.visit')}
                </ExternalLink>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
