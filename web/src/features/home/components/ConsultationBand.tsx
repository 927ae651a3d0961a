import { Mail, PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/Container';
import { site } from '@/config/site';

export function ConsultationBand() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="consultation-title" className="on-dark bg-slate-900 text-white">
      <Container className="flex flex-col gap-8 py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id="consultation-title" className="text-3xl font-bold tracking-tight">
            {t('consultation.title')}
          </h2>
          <p className="mt-3 text-lg text-slate-300">{t('consultation.text')}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <a href={site.phoneHref} className={buttonClasses('primary', 'lg', 'whitespace-nowrap')}>
            <PhoneCall aria-hidden="true" className="size-5" />
            {t('consultation.call', { phone: site.phone })}
          </a>
          <a
            href={`mailto:${site.email}`}
            className={buttonClasses('inverse', 'lg', 'whitespace-nowrap')}
          >
            <Mail aria-hidden="true" className="size-5" />
            {t('consultation.email')}
          </a>
        </div>
      </Container>
    </section>
  );
}
