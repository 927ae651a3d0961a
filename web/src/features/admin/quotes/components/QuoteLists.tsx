import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList';
import { pagedListTexts } from '@/components/list-texts';
import { PillRadioGroup } from '@/components/ui/PillRadioGroup';
import { useQuotes } from '../api/get-quotes';
import { useTrainingRequests } from '../api/get-training-requests';
import { QUOTE_FILTERS, REQUEST_FILTERS } from '../api/types';
import { useStatusParam } from '../use-status-param';
import { QUOTE_LINK, QuotesTable } from './QuotesTable';
import { REQUEST_ACTION, TrainingRequestsTable } from './TrainingRequestsTable';

/** The training requests page by page, newest first: the new ones by default (`?status=`). */
export function TrainingRequestsList() {
  const { t } = useTranslation('adminQuotes');
  const [status, changeStatus] = useStatusParam(REQUEST_FILTERS, 'new');
  const list = useTrainingRequests(status);
  return (
    <div className="space-y-4">
      <PillRadioGroup
        legend={t('requests.filter')}
        name="request-status"
        options={REQUEST_FILTERS}
        value={status}
        onChange={changeStatus}
        label={(filter) => t(`requests.filters.${filter}`)}
      />
      <PagedList
        list={list}
        texts={pagedListTexts(t, 'requests', t('retry'))}
        rowSelector={REQUEST_ACTION}
      >
        <TrainingRequestsTable requests={list.rows} empty={t(`requests.empty.${status}`)} />
      </PagedList>
    </div>
  );
}

/** The quotes' latest versions page by page, newest first: every state by default (`?status=`). */
export function QuotesList() {
  const { t } = useTranslation('adminQuotes');
  const [status, changeStatus] = useStatusParam(QUOTE_FILTERS, 'all');
  const list = useQuotes(status);
  return (
    <div className="space-y-4">
      <PillRadioGroup
        legend={t('quotes.filter')}
        name="quote-status"
        options={QUOTE_FILTERS}
        value={status}
        onChange={changeStatus}
        label={(filter) => t(`quotes.filters.${filter}`)}
      />
      <PagedList
        list={list}
        texts={pagedListTexts(t, 'quotes', t('retry'))}
        rowSelector={QUOTE_LINK}
      >
        <QuotesTable quotes={list.rows} empty={t(`quotes.empty.${status}`)} />
      </PagedList>
    </div>
  );
}
