import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '@/components/PagedList';
import { SelectField } from '@/components/ui/SelectField';
import { ApiError } from '@/lib/api/api-error';
import { useConsents } from '../api/list-consents';
import { CONSENT_KINDS, type ConsentKind } from '../api/types';
import { useFilterParam } from '../hooks/use-filter-param';
import { CONSENT_ROW, ConsentsTable } from './ConsentsTable';
import { EmailFilter } from './EmailFilter';
import { PrivacySection } from './PrivacySection';

/** The address's kind; every kind when it has none (or one it does not know). */
const kindOf = (value: string | null): ConsentKind | '' =>
  CONSENT_KINDS.find((kind) => kind === value) ?? '';

/**
 * Who consented to what and when, newest first, filtered by one address and one kind (both kept
 * in the page's address).
 */
export function ConsentsSection() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const setParam = useFilterParam();
  const email = params.get('email')?.trim() ?? '';
  const kind = kindOf(params.get('kind'));
  const list = useConsents({ email, kind });
  const refused = list.error instanceof ApiError && Boolean(list.error.fields.email);

  return (
    <PrivacySection title={t('privacy.consents.title')} lead={t('privacy.consents.lead')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-start">
        <EmailFilter
          label={t('privacy.consents.email')}
          email={email}
          refused={refused}
          onChange={(value) => setParam('email', value)}
        />
        <div className="sm:w-56">
          <SelectField
            label={t('privacy.consents.kind')}
            value={kind}
            onChange={(event) => setParam('kind', event.target.value)}
          >
            <option value="">{t('privacy.consents.allKinds')}</option>
            {CONSENT_KINDS.map((value) => (
              <option key={value} value={value}>
                {t(`privacy.consents.kinds.${value}`)}
              </option>
            ))}
          </SelectField>
        </div>
      </div>
      <PagedList
        list={list}
        texts={{
          loading: t('privacy.consents.loading'),
          loadError: t('privacy.consents.loadError'),
          loadMoreError: t('privacy.loadMoreError'),
          retry: t('privacy.retry'),
          shown: (values) => t('privacy.consents.shown', values),
        }}
        rowSelector={CONSENT_ROW}
      >
        <ConsentsTable
          consents={list.rows}
          empty={email || kind ? t('privacy.consents.emptyFiltered') : t('privacy.consents.empty')}
        />
      </PagedList>
    </PrivacySection>
  );
}
