import { useTranslation } from 'react-i18next';
import { InstructorSpace } from '../components/InstructorSpace';
import { ProfileSection } from '../components/ProfileSection';
import { SessionsSection } from '../components/SessionsSection';

/**
 * /instructor: the instructor's sessions (to come and of the last 30 days), each with the link to
 * its roster, and their instructor profile. Not indexed.
 */
export default function InstructorPage() {
  const { t } = useTranslation('instructor');
  return (
    <InstructorSpace title={t('page.title')} lead={t('page.lead')}>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <SessionsSection />
        <ProfileSection />
      </div>
    </InstructorSpace>
  );
}
