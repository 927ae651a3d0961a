import { useTranslation } from 'react-i18next';
import { AdminSection } from '../components/AdminSection';

export default function AdminCoursesPage() {
  const { t } = useTranslation('admin');
  return <AdminSection title={t('courses.title')} lead={t('courses.lead')} />;
}
