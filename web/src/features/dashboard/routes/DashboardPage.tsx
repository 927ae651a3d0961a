import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage';

export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return <SimplePage icon={LayoutDashboard} title={t('title')} lead={t('lead')} />;
}
