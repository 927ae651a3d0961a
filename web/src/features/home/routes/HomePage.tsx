import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { Claims } from '../components/Claims';
import { ConsultationBand } from '../components/ConsultationBand';
import { CourseHighlights } from '../components/CourseHighlights';
import { Hero } from '../components/Hero';
import { Partners } from '../components/Partners';

export default function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <PageTitle title={t('metaTitle')} />
      <Hero />
      <Claims />
      <CourseHighlights />
      <Partners />
      <ConsultationBand />
    </>
  );
}
