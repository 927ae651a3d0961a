import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionCard } from '@/components/ui/SectionCard';
import { paths } from '@/config/paths';
import type { Quote } from '../api/types';
import { QuoteStatusBadge } from './QuoteBadges';

/** Every version of the quote's number, oldest first, each a link to its page (but this one). */
export function QuoteVersions({ quote }: { quote: Quote }) {
  const { t } = useTranslation('adminQuotes');
  const versions = quote.versions ?? [];
  if (versions.length === 0) return null;
  return (
    <SectionCard title={t('detail.versions.title')} icon={History}>
      <ol className="space-y-2">
        {versions.map((version) => {
          const name = t('detail.versions.item', { version: version.version });
          return (
            <li
              key={version.id}
              data-testid="quote-version"
              className="flex flex-wrap items-center gap-x-3 gap-y-1"
            >
              {version.id === quote.id ? (
                <span aria-current="page" className="font-semibold text-slate-900">
                  {name} ({t('detail.versions.current')})
                </span>
              ) : (
                <Link
                  to={paths.admin.quote(version.id)}
                  className="font-semibold text-brand-700 underline underline-offset-2"
                >
                  {name}
                </Link>
              )}
              <QuoteStatusBadge status={version.status} testId="version-status" />
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}
