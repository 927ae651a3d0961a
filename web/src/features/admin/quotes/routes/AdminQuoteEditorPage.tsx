import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { Alert } from '@/components/ui/Alert';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-error';
import { useAdminCourses } from '@/lib/api/get-admin-courses';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { useQuote } from '../api/get-quote';
import { useTrainingRequest } from '../api/get-training-request';
import type { TrainingRequest } from '../api/types';
import {
  QuoteEditorFrame,
  QuoteEditorLoading,
  QuoteNotDraft,
} from '../components/QuoteEditorFrame';
import { QuoteForm } from '../components/QuoteForm';
import { quoteFormFromQuote, quoteFormFromRequest } from '../quote-form-defaults';
import { blankQuoteForm } from '../quote-form-schema';

/** A whole number of an address, or 0. */
const idOf = (value: string | null | undefined) =>
  value && /^\d{1,15}$/.test(value) ? Number(value) : 0;

/**
 * /admin/quotes/new (`?request=` from a training request) and /admin/quotes/:id/edit (a draft):
 * the quote editor, once the catalogue (its prices) and the request or the draft are read. Saved,
 * the quote's page opens with the server's taxes and total.
 */
export default function AdminQuoteEditorPage() {
  const { id } = useParams();
  return id === undefined ? <NewQuote /> : <EditQuote id={idOf(id)} />;
}

function NewQuote() {
  const { t } = useTranslation('adminQuotes');
  const language = useLanguage();
  const [params] = useSearchParams();
  const state = useLocation().state as { request?: TrainingRequest } | null;
  const requestId = idOf(params.get('request'));
  const courses = useAdminCourses();
  const request = useTrainingRequest(requestId, state?.request);
  const wanted = requestId > 0;

  let content: ReactNode;
  if (wanted && request.isError) {
    const missing = request.error instanceof ApiError && request.error.status === 404;
    content = missing ? (
      <Alert>{t('editor.requestNotFound')}</Alert>
    ) : (
      <LoadError
        message={t('editor.requestLoadError')}
        retryLabel={t('retry')}
        onRetry={() => void request.refetch()}
        retrying={request.isRefetching}
      />
    );
  } else if (courses.isPending || (wanted && !request.data)) {
    content = <QuoteEditorLoading />;
  } else {
    const answered = request.data;
    content = (
      <QuoteForm
        defaults={
          answered ? quoteFormFromRequest(answered, courses.data ?? [], language) : blankQuoteForm()
        }
        courses={courses.data ?? []}
        coursesFailed={courses.isError}
        request={answered}
        cancelTo={answered ? paths.admin.quotes : paths.admin.quotesList}
      />
    );
  }

  const lead = request.data
    ? t('editor.fromRequest', {
        name: `${request.data.contact.firstName} ${request.data.contact.lastName}`,
        company: request.data.company,
        date: formatQuebecDate(request.data.createdAt, language),
      })
    : t('editor.lead');
  return (
    <QuoteEditorFrame
      title={t('editor.newTitle')}
      lead={lead}
      back={{ to: wanted ? paths.admin.quotes : paths.admin.quotesList, label: t('editor.back') }}
      ready
    >
      {content}
    </QuoteEditorFrame>
  );
}

function EditQuote({ id }: { id: number }) {
  const { t } = useTranslation('adminQuotes');
  const language = useLanguage();
  const courses = useAdminCourses();
  const quote = useQuote(id);
  const notFound = id === 0 || (quote.error instanceof ApiError && quote.error.status === 404);

  let content: ReactNode;
  if (notFound) {
    content = <Alert>{t('editor.notFound')}</Alert>;
  } else if (quote.isError && !quote.data) {
    content = (
      <LoadError
        message={t('editor.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void quote.refetch()}
        retrying={quote.isRefetching}
      />
    );
  } else if (courses.isPending || !quote.data) {
    content = <QuoteEditorLoading />;
  } else if (quote.data.status !== 'draft') {
    content = <QuoteNotDraft quote={quote.data} />;
  } else {
    const draft = quote.data;
    content = (
      <QuoteForm
        defaults={quoteFormFromQuote(draft, language)}
        courses={courses.data ?? []}
        coursesFailed={courses.isError}
        quoteId={draft.id}
        cancelTo={paths.admin.quote(draft.id)}
      />
    );
  }

  return (
    <QuoteEditorFrame
      title={
        quote.data ? t('editor.editTitle', { number: quote.data.number }) : t('editor.newTitle')
      }
      lead={t('editor.lead')}
      back={{ to: paths.admin.quote(id), label: t('editor.backToQuote') }}
      ready={quote.data !== undefined}
    >
      {content}
    </QuoteEditorFrame>
  );
}
