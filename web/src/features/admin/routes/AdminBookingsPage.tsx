import { useTranslation } from 'react-i18next';
import { AdminSection } from '../components/AdminSection';

export default function AdminBookingsPage() {
  const { t } = useTranslation('admin');
  return <AdminSection title={t('bookings.title')} lead={t('bookings.lead')} />;
}
