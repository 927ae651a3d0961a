import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { paths } from '@/config/paths';
import { courseHighlights } from '../data/course-highlights';
import { CourseHighlightCard } from './CourseHighlightCard';

export function CourseHighlights() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="highlights-title" className="bg-surface">
      <Container className="py-16 sm:py-20">
        <div className="max-w-2xl">
          <h2 id="highlights-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('highlights.title')}
          </h2>
          <p className="mt-3 text-lg text-slate-700">{t('highlights.subtitle')}</p>
        </div>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {courseHighlights.map((course) => (
            <li key={course.slug}>
              <CourseHighlightCard course={course} />
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink to={paths.courses} variant="secondary">
            {t('highlights.viewAll')}
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
