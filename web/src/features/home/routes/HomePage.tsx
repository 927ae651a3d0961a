import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { Container } from '@/components/ui/Container';
import { Claims } from '../components/Claims';
import { ConsultationBand } from '../components/ConsultationBand';
import { CourseHighlights } from '../components/CourseHighlights';
import { Hero } from '../components/Hero';
import { Partners } from '../components/Partners';

/** Navigation state of a page that sends the visitor here after an action (a deleted account). */
interface HomeLocationState {
  /** The message, already translated, shown above the page. */
  notice?: unknown;
}

export default function HomePage() {
  const { t } = useTranslation('home');
  const { state } = useLocation();
  const notice = (state as HomeLocationState | null)?.notice;
  return (
    <>
      <PageTitle title={t('metaTitle')} />
      {typeof notice === 'string' && (
        <Container className="pt-6">
          <Alert tone="success">{notice}</Alert>
        </Container>
      )}
      <Hero />
      <Claims />
      <CourseHighlights />
      <Partners />
      <ConsultationBand />
    </>
  );
}
