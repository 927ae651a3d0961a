import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList';
import { pagedListTexts } from '@/components/list-texts';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAdminSessions } from '../api/get-admin-sessions';
import { SESSION_LINK, SessionsTable, type SessionRowActions } from './SessionsTable';

/** The sessions not yet over, page by page, soonest first, with their actions. */
export function SessionsList(actions: SessionRowActions) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const list = useAdminSessions(language);
  return (
    <PagedList
      list={list}
      texts={pagedListTexts(t, 'sessions', t('sessions.retry'))}
      rowSelector={SESSION_LINK}
    >
      <SessionsTable sessions={list.rows} {...actions} />
    </PagedList>
  );
}
