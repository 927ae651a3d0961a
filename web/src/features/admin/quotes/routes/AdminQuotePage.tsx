import { Info } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { BackLink } from '@/components/ui/BackLink';
import { FocusHeading } from '@/components/ui/FocusHeading';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-error';
import { useNotice } from '@/lib/hooks/use-notice';
import { useQuote } from '../api/get-quote';
import type { Quote } from '../api/types';
import { QuoteActions } from '../components/QuoteActions';
import { QuoteStatusBadge } from '../components/QuoteBadges';
import { QuoteCustomer, QuoteDays } from '../components/QuoteFacts';
import { QuoteLines } from '../components/QuoteLines';
import { QuoteOutcome } from '../components/QuoteOutcome';
import { QuoteVersions } from '../components/QuoteVersions';
import { useArrivalFocus } from '../use-arrival-focus';

/** What the page says on arrival: a quote saved by the editor, or a new version made. */
type ArrivalState = { saved: 'created' | 'updated' } | { revised: number } | null;

/**
 * /admin/quotes/:id: one version of a quote, everything in it, its state and its versions, and
 * what can be done with it as it stands (QuoteActions); the customer's answer once given.
 */
export default function AdminQuotePage() {
  const { id = '' } = useParams();
  const location = useLocation();
  // Each arrival (another version, a save) starts the page anew: its message, its focus.
  return <QuotePage key={location.key} id={/^\d{1,15}$/.test(id) ? Number(id) : 0} />;
}

function QuotePage({ id }: { id: number }) {
  const { t } = useTranslation('adminQuotes');
  const navigate = useNavigate();
  const location = useLocation();
  const quote = useQuote(id);
  const notice = useNotice();
  const [arrival, setArrival] = useState(() => {
    const state = location.state as ArrivalState;
    if (state && 'saved' in state) return t(`detail.${state.saved}`);
    if (state && 'revised' in state) return t('detail.revised', { version: state.revised });
    return null;
  });
  const heading = useArrivalFocus(quote.data !== undefined);
  const notFound = id === 0 || (quote.error instanceof ApiError && quote.error.status === 404);

  function start() {
    setArrival(null);
    notice.clear();
  }

  function revised(revision: Quote) {
    void navigate(paths.admin.quote(revision.id), { state: { revised: revision.version } });
  }

  let content;
  if (notFound) {
    content = <Alert>{t('detail.notFound')}</Alert>;
  } else if (quote.isError && !quote.data) {
    content = (
      <LoadError
        message={t('detail.loadError')}
        retryLabel={t('retry')}
        onRetry={() => void quote.refetch()}
        retrying={quote.isRefetching}
      />
    );
  } else if (!quote.data) {
    content = (
      <div className="flex justify-center py-16">
        <Spinner label={t('detail.loading')} />
      </div>
    );
  } else {
    const current = quote.data;
    content = (
      <>
        <div className="flex flex-wrap items-center gap-3">
          <FocusHeading
            ref={heading}
            level={1}
            className="text-2xl font-bold text-slate-900 sm:text-3xl"
          >
            {t('detail.title', { number: current.number })}{' '}
            <span className="text-lg font-semibold whitespace-nowrap text-slate-600">
              {t('detail.version', { version: current.version })}
            </span>
          </FocusHeading>
          <QuoteStatusBadge status={current.status} />
        </div>
        <p className="text-lg font-semibold text-slate-800">{current.company.name}</p>
        {arrival && (
          <Alert tone="success" dismissLabel={t('dismiss')} onDismiss={() => setArrival(null)}>
            {arrival}
          </Alert>
        )}
        <NoticeAlert notice={notice} dismissLabel={t('dismiss')} />
        {current.replacedById && (
          <Alert
            tone="info"
            action={
              <Link
                to={paths.admin.quote(current.replacedById)}
                className="font-semibold underline underline-offset-2"
              >
                {t('detail.latest')}
              </Link>
            }
          >
            {t('detail.replaced')}
          </Alert>
        )}
        <QuoteActions
          quote={current}
          onStart={start}
          onSent={notice.success}
          onFailed={notice.error}
          onRevised={revised}
        />
        <QuoteOutcome quote={current} />
        <div className="grid gap-6 lg:grid-cols-2">
          <QuoteCustomer quote={current} />
          <QuoteDays quote={current} />
        </div>
        <QuoteLines quote={current} />
        {current.notes && (
          <SectionCard title={t('detail.notes')} icon={Info}>
            <p className="whitespace-pre-line text-slate-800">{current.notes}</p>
          </SectionCard>
        )}
        <QuoteVersions quote={current} />
      </>
    );
  }

  return (
    <div className="space-y-6">
      <PageTitle
        title={quote.data ? t('detail.title', { number: quote.data.number }) : t('title')}
      />
      <BackLink to={paths.admin.quotesList} tone="admin">
        {t('detail.back')}
      </BackLink>
      {content}
    </div>
  );
}
