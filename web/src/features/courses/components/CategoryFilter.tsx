import { useTranslation } from 'react-i18next';
import { CATEGORIES, type Category } from '@/lib/api/course-types';

interface CategoryFilterProps {
  value: Category | '';
  onChange: (category: Category | '') => void;
}

const options = ['', ...CATEGORIES] as const;

/** The three catalogue categories as a group of radio buttons styled as pills. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { t } = useTranslation('courses');
  return (
    <fieldset>
      <legend className="sr-only">{t('filters.category')}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option || 'all'}
            className="relative inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 has-checked:border-slate-900 has-checked:bg-slate-900 has-checked:text-white has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name="category"
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            {t(`categories.${option || 'all'}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
