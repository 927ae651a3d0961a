import {
  CalendarCheck,
  CircleAlert,
  CircleCheck,
  CircleX,
  FileClock,
  FileText,
  Link2Off,
  RefreshCw,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { MailedLinkPage } from '@/components/MailedLinkPage';
import { NoticeAlert } from '@/components/NoticeAlert';
import { isInvalidLink } from '@/lib/api/api-error';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { useNotice } from '@/lib/hooks/use-notice';
import type { PageData } from '@/lib/i18n/lazy-with-strings';
import { quoteQuery, useQuote } from '../api/get-quote';
import { OfficeLine, QuoteOutcome, type OutcomeState } from '../components/QuoteOutcome';
import { QuoteAnswer } from '../components/QuoteAnswer';
import { QuoteDetails } from '../components/QuoteDetails';
import { quoteState } from '../quote-state';

type State = OutcomeState | 'loading' | 'invalid' | 'failed';

const icons: Record<State, LucideIcon> = {
  loading: FileText,
  failed: CircleAlert,
  invalid: Link2Off,
  open: FileText,
  confirmed: CalendarCheck,
  accepted: CircleCheck,
  declined: CircleX,
  expired: FileClock,
  replaced: RefreshCw,
};

/** The quote's id and the mailed link's token in `search`, or '' for either that is missing. */
function linkOf(id: string | undefined, search: URLSearchParams) {
  return {
    quoteId: /^\d+$/.test(id ?? '') ? (id ?? '') : '',
    token: search.get('token')?.trim() ?? '',
  };
}

/** The quote the mailed link names, asked for while the page's code still loads. */
export function prefetch({ queryClient, url }: PageData) {
  const { quoteId, token } = linkOf(/^\/quotes\/([^/]+)/.exec(url.pathname)?.[1], url.searchParams);
  return quoteId && token
    ? queryClient.prefetchQuery(quoteQuery(quoteId, token))
    : Promise.resolve();
}

/**
 * /quotes/:id?token=…, the link of a quote's mail: the quote (days, lines, taxes, validity, PDF)
 * and, while it is open, the way to accept it or decline it; once answered, past its validity or
 * replaced by a newer version, what that means and what comes next. Not indexed.
 */
export default function QuotePage() {
  const { t } = useTranslation('quote');
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const { quoteId, token } = linkOf(id, searchParams);
  const query = useQuote(quoteId, token);
  const notice = useNotice();
  const [confirmed, setConfirmed] = useState(false);
  const quote = query.data;

  let state: State;
  if (!quoteId || !token) state = 'invalid';
  else if (quote) {
    const shown = quoteState(quote, todayInQuebec());
    state = shown === 'accepted' && confirmed ? 'confirmed' : shown;
  } else if (query.isError) state = isInvalidLink(query.error) ? 'invalid' : 'failed';
  else state = 'loading';

  const heading =
    state === 'loading' || state === 'failed' ? t('page.heading') : t(`${state}.heading`);

  return (
    <MailedLinkPage
      title={t('page.title')}
      state={state}
      icon={icons[state]}
      heading={heading}
      read={{
        text: (key) => t(`page.${key}`),
        onRetry: () => void query.refetch(),
        retrying: query.isRefetching,
      }}
      testId="quote-page"
      width="document"
      noindex
    >
      <NoticeAlert notice={notice} dismissLabel={t('page.dismiss')} />
      {state === 'invalid' && (
        <>
          <p>{t('invalid.text')}</p>
          <OfficeLine />
        </>
      )}
      {quote && state !== 'loading' && state !== 'failed' && state !== 'invalid' && (
        <>
          <QuoteOutcome quote={quote} state={state} />
          <QuoteDetails
            quote={quote}
            state={state === 'confirmed' ? 'accepted' : state}
            token={token}
          />
          {state === 'open' && (
            <QuoteAnswer
              quoteId={quoteId}
              token={token}
              notice={notice}
              onAccepted={() => setConfirmed(true)}
            />
          )}
        </>
      )}
    </MailedLinkPage>
  );
}
