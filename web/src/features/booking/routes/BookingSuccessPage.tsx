import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { paths } from '@/config/paths';

export default function BookingSuccessPage() {
  const { t } = useTranslation('booking');
  return (
    <SimplePage icon={CircleCheck} title={t('success.title')} lead={t('success.lead')}>
      <ButtonLink to={paths.home}>{t('success.backHome')}</ButtonLink>
    </SimplePage>
  );
}
