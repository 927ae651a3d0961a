import { CalendarDays } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/EmptyState';
import { PagedList } from '@/components/PagedList';
import { pagedListTexts } from '@/components/list-texts';
import { SectionCard } from '@/components/ui/SectionCard';
import { useAuth } from '@/lib/auth/auth-context';
import { useInstructorSessions } from '../api/get-instructor-sessions';
import { SESSION_LINK, SessionCard } from './SessionCard';

/** "Mes séances": the instructor's sessions page by page, soonest first, each with its roster. */
export function SessionsSection() {
  const { t } = useTranslation('instructor');
  const { user } = useAuth();
  const list = useInstructorSessions();

  return (
    <SectionCard
      title={t('sessions.heading')}
      description={t('sessions.description')}
      icon={CalendarDays}
    >
      <PagedList
        list={list}
        texts={{
          ...pagedListTexts(t, 'sessions', t('retry')),
          loadMore: t('sessions.loadMore'),
        }}
        rowSelector={SESSION_LINK}
        empty={<EmptyState title={t('sessions.emptyTitle')} hint={t('sessions.emptyHint')} />}
        compact
      >
        <ul className="space-y-4">
          {list.rows.map((session) => (
            <SessionCard key={session.id} session={session} userId={user?.id} />
          ))}
        </ul>
      </PagedList>
    </SectionCard>
  );
}
