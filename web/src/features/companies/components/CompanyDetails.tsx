import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/SectionCard';
import type { Company } from '../api/types';
import { StatusPill } from '@/components/ui/StatusPill';

type DetailKey = 'address' | 'billingEmail' | 'neq' | 'purchaseOrder' | 'language' | 'credit';

/** The company's address, billing, NEQ, purchase order, invoice language and credit. */
export function CompanyDetails({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const orNone = (value: string): ReactNode =>
    value.trim() || <span className="text-slate-600">{t('details.none')}</span>;
  const facts: { key: DetailKey; value: ReactNode }[] = [
    { key: 'address', value: company.address },
    { key: 'billingEmail', value: company.billingEmail },
    { key: 'neq', value: orNone(company.neq) },
    { key: 'purchaseOrder', value: orNone(company.purchaseOrder) },
    { key: 'language', value: t(`languages.${company.language}`) },
    {
      key: 'credit',
      value: company.creditApproved ? (
        <StatusPill wrap="always" tone="success">
          {t('details.creditApproved')}
        </StatusPill>
      ) : (
        <StatusPill wrap="always" tone="neutral">
          {t('details.creditPending')}
        </StatusPill>
      ),
    },
  ];
  return (
    <SectionCard title={t('details.title')} icon={Info}>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.key} className="min-w-0">
            <dt className="text-sm font-medium text-slate-600">{t(`details.${fact.key}`)}</dt>
            <dd className="mt-0.5 text-slate-900 [overflow-wrap:anywhere]">{fact.value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
