import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { Alert } from '@/components/ui/Alert';
import { Spinner } from '@/components/ui/Spinner';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { useDeletionSummary } from '../api/get-deletion-summary';

/** The receipts and credit notes that tax law keeps after the deletion, read from the server. */
export function KeptDocuments() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const summary = useDeletionSummary();

  if (summary.isPending) return <Spinner label={t('deleteAccount.loading')} />;
  if (summary.isError) {
    return (
      <LoadError
        message={t('deleteAccount.loadError')}
        retryLabel={t('deleteAccount.retry')}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }

  const { keptDocuments, taxDocumentsYears, soleManagerOf } = summary.data;
  return (
    <>
      {soleManagerOf.length > 0 && (
        <Alert tone="info">
          <p className="font-semibold">
            {t('deleteAccount.soleManager', { count: soleManagerOf.length })}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {soleManagerOf.map((company) => (
              <li key={company.id}>{company.name}</li>
            ))}
          </ul>
          <p className="mt-1">{t('deleteAccount.soleManagerAdvice')}</p>
        </Alert>
      )}
      <p>{t('deleteAccount.kept', { count: taxDocumentsYears })}</p>
      {keptDocuments.length === 0 ? (
        <p className="font-medium text-slate-900">{t('deleteAccount.noDocuments')}</p>
      ) : (
        <ul className="space-y-2" aria-label={t('deleteAccount.keptLabel')}>
          {keptDocuments.map((document) => (
            <li
              key={`${document.kind}-${document.number}`}
              className="flex items-start gap-2 rounded-lg border border-slate-200 px-3 py-2"
            >
              <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
              <span className="min-w-0">
                <span className="block font-semibold break-words text-slate-900">
                  {t(`deleteAccount.kind.${document.kind}`, { number: document.number })}
                </span>
                <span className="block text-slate-600">
                  {t('deleteAccount.documentLine', {
                    date: formatQuebecDate(document.issuedAt, language),
                    amount: formatMoney(document.totalCents, language),
                  })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
