import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format/money';
import { useLanguage } from '@/lib/i18n/use-language';

interface CoursePriceProps {
  priceCents: number;
  originalPriceCents: number;
  size?: 'md' | 'lg';
}

/** The price, with the regular price struck through beside it when it is higher. */
export function CoursePrice({ priceCents, originalPriceCents, size = 'md' }: CoursePriceProps) {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  const discounted = originalPriceCents > priceCents;
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className="sr-only">{t('price.current')} </span>
      <span
        data-testid="course-price"
        className={`font-bold text-slate-900 ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}
      >
        {priceCents === 0 ? t('price.free') : formatMoney(priceCents, language)}
      </span>
      {discounted && (
        <s data-testid="course-original-price" className="text-sm text-slate-600">
          <span className="sr-only">{t('price.original')} </span>
          {formatMoney(originalPriceCents, language)}
        </s>
      )}
    </p>
  );
}
