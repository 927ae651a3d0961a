import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonLine } from '@/components/ui/SkeletonLine';
import { site } from '@/config/site';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import type { PrivacyFacts } from '../api/get-privacy-facts';
import { mailLink, Paragraph, Rich } from './LegalText';

const row = 'py-3 sm:grid sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-4';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={row}>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="mt-1 leading-relaxed text-slate-700 sm:mt-0">{children}</dd>
    </div>
  );
}

/** The periods the server's daily job applies, from its answer, then the ones without a setting. */
export function RetentionList({ facts }: { facts: UseQueryResult<PrivacyFacts> }) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const days = (count: number) => ({ count, days: formatWholeNumber(count, language) });

  let configured: ReactNode;
  if (facts.isError) {
    configured = (
      <div className="py-3">
        <Paragraph>
          <Rich
            i18nKey="privacy.retention.unavailable"
            values={{ email: site.email }}
            components={{ mail: mailLink(site.email) }}
          />
        </Paragraph>
      </div>
    );
  } else if (facts.isPending) {
    configured = (
      <div
        role="status"
        aria-label={t('privacy.retention.loading')}
        className="divide-y divide-surface-strong"
      >
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className={row}>
            <SkeletonLine height="h-6" bar="h-4 w-36" />
            <SkeletonLine height="h-6" bar="h-4 w-full" />
          </div>
        ))}
      </div>
    );
  } else {
    const retention = facts.data.retention;
    configured = (
      <dl className="divide-y divide-surface-strong">
        <Row term={t('privacy.retention.specialRequests.term')}>
          {t('privacy.retention.specialRequests.period', days(retention.specialRequestsDays))}
        </Row>
        <Row term={t('privacy.retention.unprovenAccounts.term')}>
          {t('privacy.retention.unprovenAccounts.period', days(retention.unprovenAccountsDays))}
        </Row>
        <Row term={t('privacy.retention.mailBodies.term')}>
          {t('privacy.retention.mailBodies.period', days(retention.mailBodiesDays))}
        </Row>
        <Row term={t('privacy.retention.taxDocuments.term')}>
          {t('privacy.retention.taxDocuments.period', {
            count: retention.taxDocumentsYears,
            years: formatWholeNumber(retention.taxDocumentsYears, language),
          })}
        </Row>
      </dl>
    );
  }

  return (
    <div className="divide-y divide-surface-strong border-y border-surface-strong">
      {configured}
      <dl className="divide-y divide-surface-strong">
        <Row term={t('privacy.retention.account.term')}>
          {t('privacy.retention.account.period')}
        </Row>
        <Row term={t('privacy.retention.security.term')}>
          {t('privacy.retention.security.period')}
        </Row>
      </dl>
    </div>
  );
}
