import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '@/components/PagedList';
import { ApiError } from '@/lib/api/api-error';
import { useAudit } from '../api/list-audit';
import { useFilterParam } from '../hooks/use-filter-param';
import { AUDIT_ROW, AuditTable } from './AuditTable';
import { EmailFilter } from './EmailFilter';
import { PrivacySection } from './PrivacySection';

/**
 * Who at the office viewed, exported, changed or erased a person's data, newest first, of one
 * person when filtered by an address (kept in the page's address). Entries are kept two years.
 */
export function AuditSection() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const setParam = useFilterParam();
  const email = params.get('email')?.trim() ?? '';
  const list = useAudit(email);
  const refused = list.error instanceof ApiError && Boolean(list.error.fields.email);

  return (
    <PrivacySection
      title={t('privacy.audit.title')}
      lead={t('privacy.audit.lead')}
      note={t('privacy.audit.kept')}
    >
      <EmailFilter
        label={t('privacy.audit.email')}
        email={email}
        refused={refused}
        onChange={(value) => setParam('email', value)}
      />
      <PagedList
        list={list}
        texts={{
          loading: t('privacy.audit.loading'),
          loadError: t('privacy.audit.loadError'),
          loadMoreError: t('privacy.loadMoreError'),
          retry: t('privacy.retry'),
          shown: (values) => t('privacy.audit.shown', values),
        }}
        rowSelector={AUDIT_ROW}
      >
        <AuditTable
          entries={list.rows}
          empty={email ? t('privacy.audit.emptyFiltered') : t('privacy.audit.empty')}
        />
      </PagedList>
    </PrivacySection>
  );
}
