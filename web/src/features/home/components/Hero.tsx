import { ArrowRight, PhoneCall } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { buttonClasses } from '@/components/ui/button-styles';
import { Container } from '@/components/ui/Container';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { HeroIllustration } from './HeroIllustration';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="hero-title" className="bg-surface">
      <Container className="grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-2 lg:py-24">
        <div>
          <p className="text-sm font-bold tracking-wide text-brand-700 uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl"
          >
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-slate-700">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={paths.courses} size="lg">
              {t('hero.primary')}
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <a href={site.phoneHref} className={buttonClasses('secondary', 'lg')}>
              <PhoneCall aria-hidden="true" className="size-5 text-brand-700" />
              {t('hero.secondary')}
            </a>
          </div>
        </div>
        <HeroIllustration className="mx-auto w-full max-w-md" />
      </Container>
    </section>
  );
}
