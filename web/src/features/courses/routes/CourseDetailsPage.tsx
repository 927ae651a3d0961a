import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';

/** Serves both /courses/:slug and the older /course-details?id=… address. */
export default function CourseDetailsPage() {
  const { t } = useTranslation('courses');
  const { t: tc } = useTranslation();
  return (
    <SimplePage icon={BookOpen} title={t('details.title')} lead={t('details.lead')}>
      <ButtonLink to={paths.courses} variant="secondary">
        {tc('actions.browseCourses')}
      </ButtonLink>
    </SimplePage>
  );
}
