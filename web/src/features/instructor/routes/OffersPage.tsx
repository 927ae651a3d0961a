import { useTranslation } from 'react-i18next';
import { InstructorSpace } from '../components/InstructorSpace';
import { OffersSection } from '../components/OffersSection';

/**
 * /instructor/offers: the sessions the office offered the instructor, to accept or decline, and
 * what became of the others. Not indexed.
 */
export default function OffersPage() {
  const { t } = useTranslation('instructor');
  return (
    <InstructorSpace title={t('offers.title')} lead={t('offers.lead')}>
      <OffersSection />
    </InstructorSpace>
  );
}
