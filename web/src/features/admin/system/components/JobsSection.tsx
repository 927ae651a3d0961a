import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/SectionCard';
import type { Job } from '../api/types';
import { JobsTable } from './JobsTable';
import { CARD_PADDING } from './card-padding';

/** « Tâches de fond »: what the server does on its own, and how its last runs went. */
export function JobsSection({ jobs, now }: { jobs: readonly Job[]; now: Date }) {
  const { t } = useTranslation('adminSystem');
  return (
    <SectionCard
      padding={CARD_PADDING}
      title={t('jobs.title')}
      description={t('jobs.description')}
      icon={Timer}
    >
      <JobsTable jobs={jobs} now={now} />
    </SectionCard>
  );
}
