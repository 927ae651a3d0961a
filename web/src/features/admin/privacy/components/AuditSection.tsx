import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api/api-error';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import { useAudit } from '../api/list-audit';
import { rowsOf } from '../format';
import { useFilterParam } from '../hooks/use-filter-param';
import { AUDIT_ROW, AuditTable } from './AuditTable';
import { EmailFilter } from './EmailFilter';
import { PagedList } from './PagedList';
import { PrivacySection } from './PrivacySection';

/**
 * Who at the office viewed, exported, changed or erased a person's data, newest first, of one
 * person when filtered by an address (kept in the page's address). Entries are kept two years.
 */
export function AuditSection() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [params] = useSearchParams();
  const setParam = useFilterParam();
  const email = params.get('email')?.trim() ?? '';
  const list = useAudit(email);
  const entries = useMemo(() => rowsOf(list.data?.pages, (page) => page.entries), [list.data]);
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
        query={list}
        count={entries.length}
        texts={{
          loading: t('privacy.audit.loading'),
          loadError: t('privacy.audit.loadError'),
          shown: t('privacy.audit.shown', {
            count: entries.length,
            shown: formatWholeNumber(entries.length, language),
          }),
        }}
        rowSelector={AUDIT_ROW}
      >
        <AuditTable
          entries={entries}
          empty={email ? t('privacy.audit.emptyFiltered') : t('privacy.audit.empty')}
        />
      </PagedList>
    </PrivacySection>
  );
}
