import { IdCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { FactList } from '@/components/ui/FactList';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { useInstructorProfile } from '../api/get-instructor-profile';
import { ProfileForm } from './ProfileForm';

/** "Mon profil de formateur": the name (the account's), the languages taught and the numbers. */
export function ProfileSection() {
  const { t } = useTranslation('instructor');
  const profile = useInstructorProfile();
  const instructor = profile.data;

  let content;
  if (instructor) {
    content = (
      <>
        <FactList
          compact
          facts={[
            {
              key: 'name',
              label: t('profile.name'),
              value: `${instructor.firstName} ${instructor.lastName}`.trim(),
            },
            { key: 'email', label: t('profile.email'), value: instructor.email },
          ]}
        />
        <ProfileForm instructor={instructor} />
      </>
    );
  } else if (profile.isError) {
    content = (
      <LoadError
        message={t('profile.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void profile.refetch()}
        retrying={profile.isRefetching}
      />
    );
  } else {
    content = (
      <div className="flex justify-center py-10">
        <Spinner label={t('profile.loading')} />
      </div>
    );
  }

  return (
    <SectionCard title={t('profile.heading')} description={t('profile.description')} icon={IdCard}>
      {content}
    </SectionCard>
  );
}
