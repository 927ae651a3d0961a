import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { LoadError } from '@/components/LoadError';
import { PageHeader } from '@/components/PageHeader';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { BackLink } from '@/components/ui/BackLink';
import { Container } from '@/components/ui/Container';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api/api-error';
import { useCompany } from '../api/get-company';
import { CompanyDetails } from '../components/CompanyDetails';
import { EmployeesSection } from '../components/EmployeesSection';
import { InvoicesSection } from '../components/InvoicesSection';
import { ManagersSection } from '../components/ManagersSection';
import type { TeamBookingStart } from '../components/TeamBookingForm';
import { TeamBookingsSection } from '../components/TeamBookingsSection';
import { WorkplacesSection } from '../components/WorkplacesSection';
import { useTeamPaymentOptions } from '../hooks/use-team-payment-options';
import { TAB_SECTIONS, TabSection } from '../tab-section';
import { teamBookingRequestOf } from '../team-booking-request';

/**
 * /companies/:id: a company's details, its workplaces with the first-aiders each shift needs,
 * its employees, its team bookings, its invoices and its managers (?tab=invoices opens the page on them;
 * ?team=<id>, Stripe's return, on that team's payment). To anyone but its managers (and the
 * office) it does not exist.
 */
export default function CompanyPage() {
  const { t } = useTranslation('companies');
  const { id: param = '' } = useParams();
  const id = /^\d{1,15}$/.test(param) ? Number(param) : 0;
  const answer = useCompany(id);
  const company = answer.data?.company;
  const payment = useTeamPaymentOptions(company);
  const [params] = useSearchParams();
  // Arrived from the booking page's "book for your company": the form opens on its course and session.
  const [bookingRequest, setBookingRequest] = useState<TeamBookingStart | null>(() =>
    teamBookingRequestOf(params),
  );
  const notFound = id === 0 || (answer.error instanceof ApiError && answer.error.status === 404);

  let content;
  if (notFound) {
    content = (
      <>
        <PageHeader variant="public" title={t('company.notFoundTitle')} />
        <Alert>{t('company.notFound')}</Alert>
      </>
    );
  } else if (answer.data && company) {
    content = (
      <>
        <PageHeader
          variant="public"
          title={company.name}
          heading={<span className="[overflow-wrap:anywhere]">{company.name}</span>}
          lead={t('company.lead')}
        />
        <CompanyDetails company={company} />
        <WorkplacesSection
          companyId={id}
          canBook={payment.methods.length > 0}
          onBookMissing={setBookingRequest}
        />
        <EmployeesSection companyId={id} />
        <div id={TAB_SECTIONS.bookings} className="scroll-mt-20">
          <TeamBookingsSection company={company} request={bookingRequest} />
        </div>
        <div id={TAB_SECTIONS.invoices} className="scroll-mt-20">
          <InvoicesSection companyId={id} paymentInstructions={answer.data.paymentInstructions} />
        </div>
        <ManagersSection companyId={id} />
        <TabSection />
      </>
    );
  } else if (answer.isError) {
    content = (
      <>
        <PageHeader variant="public" title={t('company.title')} />
        <LoadError
          message={t('company.loadError')}
          retryLabel={t('retry')}
          onRetry={() => void answer.refetch()}
          retrying={answer.isRefetching}
        />
      </>
    );
  } else {
    content = (
      <div className="flex justify-center py-16">
        <PageTitle title={t('company.title')} />
        <Spinner label={t('company.loading')} />
      </div>
    );
  }

  return (
    <div className="min-h-[60vh] bg-surface">
      <Container className="space-y-6 py-10 sm:py-14">
        <BackLink to={paths.companies} tone="brand">
          {t('company.back')}
        </BackLink>
        {content}
      </Container>
    </div>
  );
}
