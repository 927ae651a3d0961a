import { FileText, ClipboardList, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { paths } from '@/config/paths';
import { SegmentedLinks } from '@/features/admin/components/SegmentedLinks';
import { QuotesList, TrainingRequestsList } from '../components/QuoteLists';

/**
 * /admin/quotes: the training requests companies sent (the new ones first), each with
 * « Préparer un devis »; `?view=quotes`: the quotes, from draft to accepted. Each list keeps its
 * status filter in the address.
 */
export default function AdminQuotesPage() {
  const { t } = useTranslation('adminQuotes');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const view = params.get('view') === 'quotes' ? 'quotes' : 'requests';

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('title')}
        lead={t('lead')}
        add={{ icon: Plus, label: t('newQuote'), onClick: () => navigate(paths.admin.newQuote) }}
      />
      <SegmentedLinks
        label={t('views.label')}
        links={[
          {
            label: t('views.requests'),
            to: paths.admin.quotes,
            active: view === 'requests',
            icon: ClipboardList,
          },
          {
            label: t('views.quotes'),
            to: paths.admin.quotesList,
            active: view === 'quotes',
            icon: FileText,
          },
        ]}
      />
      {view === 'quotes' ? <QuotesList /> : <TrainingRequestsList />}
    </div>
  );
}
