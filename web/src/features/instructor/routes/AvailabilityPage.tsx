import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useAvailability } from '../api/get-availability';
import { AvailabilityForm } from '../components/AvailabilityForm';
import { InstructorSpace } from '../components/InstructorSpace';

/**
 * /instructor/availability: the hours the instructor can teach each week and their time off, which
 * the office reads before offering them a session. Not indexed.
 */
export default function AvailabilityPage() {
  const { t } = useTranslation('instructor');
  const availability = useAvailability();

  let content;
  if (availability.data) {
    content = <AvailabilityForm availability={availability.data} />;
  } else if (availability.isError) {
    content = (
      <LoadError
        message={t('availability.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void availability.refetch()}
        retrying={availability.isRefetching}
      />
    );
  } else {
    content = (
      <div className="flex justify-center py-10">
        <Spinner label={t('availability.loading')} />
      </div>
    );
  }

  return (
    <InstructorSpace title={t('availability.title')} lead={t('availability.lead')}>
      <div className="mt-8 max-w-3xl rounded-2xl border border-surface-strong bg-white p-5 shadow-sm sm:p-6">
        {content}
      </div>
    </InstructorSpace>
  );
}
