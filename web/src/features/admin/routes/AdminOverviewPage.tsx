import { useTranslation } from 'react-i18next';
import { AdminSection } from '../components/AdminSection';

export default function AdminOverviewPage() {
  const { t } = useTranslation('admin');
  return <AdminSection title={t('overview.title')} lead={t('overview.lead')} />;
}
