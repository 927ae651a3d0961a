import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage';

export default function AboutPage() {
  const { t } = useTranslation('about');
  return <SimplePage icon={Info} title={t('title')} lead={t('lead')} />;
}
