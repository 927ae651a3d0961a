import { useTranslation } from 'react-i18next';
import { AdminSection } from '../components/AdminSection';

export default function AdminStudentsPage() {
  const { t } = useTranslation('admin');
  return <AdminSection title={t('students.title')} lead={t('students.lead')} />;
}
