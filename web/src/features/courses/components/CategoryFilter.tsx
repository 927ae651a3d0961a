import { useTranslation } from 'react-i18next';
import { PillRadioGroup } from '@/components/ui/PillRadioGroup';
import { CATEGORIES, type Category } from '@/lib/api/course-types';

interface CategoryFilterProps {
  value: Category | '';
  onChange: (category: Category | '') => void;
}

const options = ['', ...CATEGORIES] as const;

/** The three catalogue categories as a group of radio buttons styled as pills. */
export function CategoryFilter(props: CategoryFilterProps) {
  const { t } = useTranslation('courses');
  return (
    <PillRadioGroup
      legend={t('filters.category')}
      name="category"
      options={options}
      label={(option) => t(`categories.${option || 'all'}`)}
      size="lg"
      {...props}
    />
  );
}
