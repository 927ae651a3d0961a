import { Building2, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { Company } from '../api/types';

/** Each company's link carries it: "Load more" focuses the first new one. */
export const COMPANY_LINK = '[data-company-link]';

/**
 * The companies, one line each: the name, a link to the company's page, then its address. `search`
 * (a course and session chosen on the booking page) follows each link to the team booking form.
 */
export function CompanyList({
  companies,
  search = '',
}: {
  companies: readonly Company[];
  search?: string;
}) {
  const { t } = useTranslation('companies');
  return (
    <ul className="divide-y divide-surface-strong">
      {companies.map((company) => (
        <li
          key={company.id}
          data-testid="company"
          className="flex items-start gap-3 py-4 first:pt-0 last:pb-0"
        >
          <Building2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
          <div className="min-w-0 flex-1 [overflow-wrap:anywhere]">
            <h3 className="font-semibold">
              <Link
                to={paths.company(company.id) + search}
                data-company-link=""
                className="rounded text-brand-700 underline-offset-4 hover:underline"
              >
                {company.name}
              </Link>
            </h3>
            <p className="mt-0.5 text-sm text-slate-700">{company.address}</p>
            <p className="text-sm text-slate-600">
              {t('list.billing', { email: company.billingEmail })}
            </p>
          </div>
          <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
        </li>
      ))}
    </ul>
  );
}
