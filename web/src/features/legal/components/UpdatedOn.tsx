import { useTranslation } from 'react-i18next';
import { SkeletonLine } from '@/components/ui/SkeletonLine';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { useLanguage } from '@/lib/i18n/use-language';
import { usePrivacyFacts } from '../api/get-privacy-facts';

/** "Last updated": the date of the terms' version the server states; nothing when it cannot say. */
export function UpdatedOn() {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const facts = usePrivacyFacts();
  if (facts.isError) return null;
  if (facts.isPending) {
    return (
      <div role="status" aria-label={t('updatedLoading')} className="mt-3">
        <SkeletonLine height="h-5" bar="h-3.5 w-56" />
      </div>
    );
  }
  return (
    <p className="mt-3 text-sm text-slate-600">
      {t('updated', { date: formatCalendarDate(facts.data.termsVersion, language) })}
    </p>
  );
}
