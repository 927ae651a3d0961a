import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Consent } from '../api/types';
import { formatQuebecMoment } from '@/lib/format/quebec-time';

interface ConsentsTableProps {
  consents: readonly Consent[];
  /** What the table says when it lists none. */
  empty: string;
}

/** Each row's address carries it: "Load more" focuses the first new row's. */
export const CONSENT_ROW = '[data-consent-row]';

/** The consents, one row each (one card each on a phone). */
export function ConsentsTable({ consents, empty }: ConsentsTableProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();

  const columns: DataColumn<Consent>[] = [
    {
      key: 'email',
      header: t('privacy.consents.table.email'),
      rowHeader: true,
      className: 'break-all',
      cell: (consent) => (
        <span data-consent-row="" tabIndex={-1} className="font-semibold text-slate-900">
          {consent.email}
        </span>
      ),
    },
    {
      key: 'kind',
      header: t('privacy.consents.table.kind'),
      cell: (consent) => t(`privacy.consents.kinds.${consent.kind}`),
    },
    {
      key: 'version',
      header: t('privacy.consents.table.version'),
      cell: (consent) => <span className="font-mono text-xs">{consent.wordingVersion}</span>,
    },
    {
      key: 'source',
      header: t('privacy.consents.table.source'),
      cell: (consent) => t(`privacy.consents.sources.${consent.source}`),
    },
    {
      key: 'givenAt',
      header: t('privacy.consents.table.givenAt'),
      cell: (consent) => (
        <time dateTime={consent.givenAt}>{formatQuebecMoment(consent.givenAt, language)}</time>
      ),
    },
    {
      key: 'withdrawnAt',
      header: t('privacy.consents.table.withdrawnAt'),
      cell: (consent) =>
        consent.withdrawnAt ? (
          <>
            <time dateTime={consent.withdrawnAt} className="block">
              {formatQuebecMoment(consent.withdrawnAt, language)}
            </time>
            {consent.withdrawnVia && (
              <span className="block text-xs text-slate-600">
                {t(`privacy.consents.via.${consent.withdrawnVia}`)}
              </span>
            )}
          </>
        ) : (
          <span className="text-slate-600">{t('privacy.consents.inForce')}</span>
        ),
    },
  ];

  return (
    <DataTable
      caption={t('privacy.consents.table.caption')}
      rows={consents}
      rowKey={(consent) => consent.id}
      columns={columns}
      dense
      empty={empty}
      rowProps={() => ({ 'data-testid': 'consent-row' })}
    />
  );
}
