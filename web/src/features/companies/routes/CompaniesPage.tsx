import { Building2, PlusCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { PublicPage } from '@/components/PublicPage';
import { Button } from '@/components/ui/Button';
import { SectionCard } from '@/components/ui/SectionCard';
import { paths } from '@/config/paths';
import { useCompanies } from '@/lib/api/get-companies';
import { COMPANY_NAME_FIELD, CompanyForm } from '../components/CompanyForm';
import { COMPANY_LINK, CompanyList } from '../components/CompanyList';
import { CompanyPagedList } from '../components/CompanyPagedList';
import { teamBookingSearch } from '../team-booking-request';

/** /companies: the companies the signed-in person manages, and the form to create one. */
export default function CompaniesPage() {
  const { t } = useTranslation('companies');
  const navigate = useNavigate();
  const list = useCompanies();
  const search = teamBookingSearch(useSearchParams()[0]);

  return (
    <PublicPage title={t('list.title')} lead={t('list.lead')}>
      <div className="mt-8 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <SectionCard title={t('list.heading')} icon={Building2}>
          <CompanyPagedList
            list={list}
            section="list"
            rowSelector={COMPANY_LINK}
            empty={
              <EmptyState
                title={t('list.emptyTitle')}
                hint={t('list.emptyHint')}
                action={
                  <Button
                    variant="secondary"
                    onClick={() => document.getElementById(COMPANY_NAME_FIELD)?.focus()}
                  >
                    <PlusCircle aria-hidden="true" className="size-5" />
                    {t('list.emptyAction')}
                  </Button>
                }
              />
            }
          >
            <CompanyList companies={list.rows} search={search} />
          </CompanyPagedList>
        </SectionCard>
        <SectionCard
          title={t('create.title')}
          description={t('create.description')}
          icon={PlusCircle}
        >
          <CompanyForm onCreated={(company) => void navigate(paths.company(company.id))} />
        </SectionCard>
      </div>
    </PublicPage>
  );
}
