import { Mail, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { site } from '@/config/site';

/**
 * Neither way to pay is open to the company (its credit is not approved, and the server takes no
 * cards now): why a team cannot be booked, and whom to ask.
 */
export function NoPaymentMethod() {
  const { t } = useTranslation('companies');
  const link = 'font-semibold whitespace-nowrap underline underline-offset-2';
  return (
    <Alert tone="info">
      <p>{t('teamForm.noMethod')}</p>
      <p className="mt-2 flex flex-wrap items-center gap-x-2">
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        {t('teamBookings.emailOffice')}
        <a href={`mailto:${site.email}`} className={link}>
          {site.email}
        </a>
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2">
        <Phone aria-hidden="true" className="size-4 shrink-0" />
        {t('teamBookings.phoneOffice')}
        <a href={site.phoneHref} className={link}>
          {site.phone}
        </a>
      </p>
    </Alert>
  );
}
