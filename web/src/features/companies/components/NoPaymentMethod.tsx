import { useTranslation } from 'react-i18next';
import { OfficeContact } from '@/components/OfficeContact';
import { Alert } from '@/components/ui/Alert';

/**
 * Neither way to pay is open to the company (its credit is not approved, and the server takes no
 * cards now): why a team cannot be booked, and whom to ask.
 */
export function NoPaymentMethod() {
  const { t } = useTranslation('companies');
  return (
    <Alert tone="info">
      <p>{t('teamForm.noMethod')}</p>
      <p className="mt-2 flex flex-wrap items-center gap-x-2">
        <OfficeContact by="email" intro={t('teamBookings.emailOffice')} />
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2">
        <OfficeContact by="phone" intro={t('teamBookings.phoneOffice')} />
      </p>
    </Alert>
  );
}
