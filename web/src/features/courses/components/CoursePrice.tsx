import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format/money';
import type { Course } from '@/lib/api/course-types';
import { useLanguage } from '@/lib/i18n/use-language';

interface CoursePriceProps {
  course: Pick<Course, 'priceCents' | 'originalPriceCents'>;
  size?: 'md' | 'lg';
}

/** The course's price, with its regular price struck through beside it when it is higher. */
export function CoursePrice({ course, size = 'md' }: CoursePriceProps) {
  const { priceCents, originalPriceCents } = course;
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
