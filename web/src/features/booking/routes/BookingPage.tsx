import { CalendarCheck, Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SimplePage } from '@/components/SimplePage';
import { buttonClasses } from '@/components/ui/button-styles';
import { site } from '@/config/site';

export default function BookingPage() {
  const { t } = useTranslation('booking');
  return (
    <SimplePage icon={CalendarCheck} title={t('booking.title')} lead={t('booking.lead')}>
      <a href={`mailto:${site.email}`} className={buttonClasses('primary')}>
        <Mail aria-hidden="true" className="size-4" />
        {site.email}
      </a>
      <a href={site.phoneHref} className={buttonClasses('secondary')}>
        {site.phone}
      </a>
    </SimplePage>
  );
}
