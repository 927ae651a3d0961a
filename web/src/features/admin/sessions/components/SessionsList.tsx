import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList';
import { pagedListTexts } from '@/components/list-texts';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAdminSessions } from '../api/get-admin-sessions';
import type { AdminSession } from '../api/types';
import { SESSION_LINK, SessionsTable } from './SessionsTable';

interface SessionsListProps {
  onCancel: (session: AdminSession) => void;
  onEdit: (session: AdminSession) => void;
  onWaitlist: (session: AdminSession) => void;
  onReopen: (session: AdminSession) => void;
}

/** The sessions not yet over, page by page, soonest first, with their actions. */
export function SessionsList({ onCancel, onEdit, onWaitlist, onReopen }: SessionsListProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const list = useAdminSessions(language);
  return (
    <PagedList
      list={list}
      texts={pagedListTexts(t, 'sessions', t('sessions.retry'))}
      rowSelector={SESSION_LINK}
    >
      <SessionsTable
        sessions={list.rows}
        onCancel={onCancel}
        onEdit={onEdit}
        onWaitlist={onWaitlist}
        onReopen={onReopen}
      />
    </PagedList>
  );
}
