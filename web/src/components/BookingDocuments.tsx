import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadLink } from '@/components/ui/DownloadLink';
import { buttonClasses } from '@/components/ui/button-styles';
import { bookingDocumentPdfUrl } from '@/lib/api/booking-document-pdf';
import type { Schemas } from '@/lib/api/types';
import { formatMoney } from '@/lib/format/money';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';

type BookingDocument = Schemas['BookingDocument'];

interface BookingDocumentsProps {
  bookingId: number;
  documents: readonly BookingDocument[];
  /** The booking's access token, for a guest; empty for its owner or an admin. */
  token?: string;
  /** More buttons for a document, e.g. an admin's "send again". */
  actions?: (document: BookingDocument) => ReactNode;
}

/** A booking's receipts and credit notes, each with its PDF. Nothing when there are none. */
export function BookingDocuments({ bookingId, documents, token, actions }: BookingDocumentsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (documents.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={t('documents.title')}>
      {documents.map((document) => {
        const name = t(`documents.kind.${document.kind}`, { number: document.number });
        return (
          <li
            key={document.id}
            data-testid="booking-document"
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg border border-slate-200 px-3 py-2"
          >
            <span className="flex min-w-0 items-start gap-2 text-sm">
              <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-600" />
              <span>
                <span className="block font-semibold text-slate-900">{name}</span>
                <span className="block text-slate-600">
                  {t('documents.line', {
                    date: formatQuebecDate(document.issuedAt, language),
                    amount: formatMoney(document.totalCents, language),
                  })}
                </span>
              </span>
            </span>
            <span className="flex flex-wrap gap-2">
              <DownloadLink
                href={bookingDocumentPdfUrl(bookingId, document.id, token)}
                text={t('documents.download')}
                label={t('documents.downloadLabel', { name })}
                className={buttonClasses('secondary', 'sm')}
              />
              {actions?.(document)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
