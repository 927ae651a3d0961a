import { ClipboardPlus, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, RowActions, rowActionClass, type DataColumn } from '@/components/ui/DataTable';
import { paths } from '@/config/paths';
import { formatWholeNumber } from '@/lib/format/number';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { TrainingRequest } from '../api/types';
import { RequestStatusBadge } from './QuoteBadges';

/** Each row's action carries it: "Load more" focuses the first new row's. */
export const REQUEST_ACTION = '[data-request-action]';

/** The editor's address for a quote that answers `request`. */
export const quoteFromRequestPath = (request: TrainingRequest) =>
  `${paths.admin.newQuote}?${new URLSearchParams({ request: String(request.id) })}`;

interface TrainingRequestsTableProps {
  requests: readonly TrainingRequest[];
  /** What the table says when no request is listed. */
  empty: string;
}

/**
 * The training requests, one row each (one card each on a phone): who asks and for which company,
 * the courses, people, language and place, the dates they would like, their message, when it came
 * and its state; « Préparer un devis » opens the editor with the request (« Voir le devis » once
 * one answers it).
 */
export function TrainingRequestsTable({ requests, empty }: TrainingRequestsTableProps) {
  const { t } = useTranslation('adminQuotes');
  const language = useLanguage();

  const columns: DataColumn<TrainingRequest>[] = [
    {
      key: 'contact',
      header: t('requests.table.contact'),
      rowHeader: true,
      cell: (request) => (
        <>
          <span className="block font-semibold text-slate-900 [overflow-wrap:break-word]">
            {request.company}
          </span>
          <span className="block">
            {request.contact.firstName} {request.contact.lastName}
          </span>
          <span className="block break-all text-xs text-slate-600">{request.contact.email}</span>
          {request.contact.phone && (
            <span className="block text-xs whitespace-nowrap text-slate-600">
              {request.contact.phone}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'training',
      header: t('requests.table.training'),
      cell: (request) => (
        <>
          <ul className="font-semibold text-slate-900">
            {request.courses.map((course) => (
              <li key={course.id}>{course.title}</li>
            ))}
          </ul>
          <span className="block">
            {t('requests.people', {
              count: request.people,
              shown: formatWholeNumber(request.people, language),
            })}
            {' · '}
            {t(`requests.inLanguage.${request.language}`)}
          </span>
          <span className="block text-xs text-slate-600">{request.address}</span>
        </>
      ),
    },
    {
      key: 'dates',
      header: t('requests.table.dates'),
      className: 'whitespace-pre-line',
      cell: (request) => request.preferredDates,
    },
    {
      key: 'message',
      header: t('requests.table.message'),
      className: 'whitespace-pre-line',
      cell: (request) =>
        request.message || <span className="text-slate-500">{t('requests.noMessage')}</span>,
    },
    {
      key: 'received',
      header: t('requests.table.received'),
      className: 'whitespace-nowrap',
      cell: (request) => (
        <time dateTime={request.createdAt}>{formatQuebecDate(request.createdAt, language)}</time>
      ),
    },
    {
      key: 'status',
      header: t('requests.table.status'),
      cell: (request) => <RequestStatusBadge status={request.status} />,
    },
    {
      key: 'actions',
      header: t('requests.table.actions'),
      actions: true,
      cell: (request) => (
        <RowActions>
          {request.quoteId ? (
            <Link
              to={paths.admin.quote(request.quoteId)}
              data-request-action=""
              aria-label={t('requests.viewQuoteLabel', { company: request.company })}
              className={`${rowActionClass} border-slate-300 text-slate-800 hover:bg-slate-50`}
            >
              <FileText aria-hidden="true" className="size-4" />
              {t('requests.viewQuote')}
            </Link>
          ) : (
            <Link
              to={quoteFromRequestPath(request)}
              state={{ request }}
              data-request-action=""
              aria-label={t('requests.prepareLabel', { company: request.company })}
              className={`${rowActionClass} border-brand-600 bg-brand-600 text-white hover:bg-brand-700`}
            >
              <ClipboardPlus aria-hidden="true" className="size-4" />
              {t('requests.prepare')}
            </Link>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('requests.table.caption')}
      rows={requests}
      rowKey={(request) => request.id}
      columns={columns}
      empty={empty}
      dense
      rowProps={() => ({ 'data-testid': 'request-row' })}
    />
  );
}
