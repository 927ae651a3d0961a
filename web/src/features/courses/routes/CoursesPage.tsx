import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage';

export default function CoursesPage() {
  const { t } = useTranslation('courses');
  return <SimplePage icon={BookOpen} title={t('catalogue.title')} lead={t('catalogue.lead')} />;
}
