import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/PageTitle';
import { Container } from '@/components/ui/Container';
import { SearchField } from '@/components/ui/SearchField';
import { pageHeadingClass } from '@/components/ui/heading-styles';
import { paths } from '@/config/paths';
import { CATEGORIES, type Category } from '@/lib/api/course-types';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useLanguage } from '@/lib/i18n/use-language';
import { useCourses } from '@/lib/api/get-courses';
import { CatalogueResults } from '../components/CatalogueResults';
import { CategoryFilter } from '../components/CategoryFilter';

const asCategory = (value: string | null): Category | '' =>
  (CATEGORIES as readonly string[]).includes(value ?? '') ? (value as Category) : '';

/** /courses: the catalogue, filtered by category and search words kept in the address. */
export default function CoursesPage() {
  const { t } = useTranslation('courses');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const category = asCategory(params.get('category'));
  const search = params.get('q') ?? '';
  const q = useDebouncedValue(search.trim(), 300);
  const { data, isPending, isError, isRefetching, refetch } = useCourses(language, {
    category,
    q,
  });

  const update = (name: 'category' | 'q', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageTitle title={t('catalogue.title')} />
      <section aria-labelledby="catalogue-title" className="bg-surface">
        <Container className="py-12 sm:py-16">
          <h1 id="catalogue-title" className={pageHeadingClass}>
            {t('catalogue.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('catalogue.lead')}</p>
          <p className="mt-4 max-w-2xl text-slate-700">
            {t('catalogue.workplace')}{' '}
            <Link
              to={paths.workplaceTraining()}
              className="font-medium text-brand-700 underline underline-offset-4"
            >
              {t('catalogue.workplaceLink')}
            </Link>
          </p>
        </Container>
      </section>
      <Container className="py-8 sm:py-12">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <CategoryFilter value={category} onChange={(value) => update('category', value)} />
          <div className="lg:w-80">
            <SearchField
              hideLabel
              label={t('filters.search')}
              placeholder={t('filters.searchPlaceholder')}
              clearLabel={t('filters.clearSearch')}
              value={search}
              onChange={(value) => update('q', value)}
            />
          </div>
        </div>
        <p aria-live="polite" className="mt-6 mb-4 min-h-6 text-sm font-medium text-slate-600">
          {data && !isPending ? t('results.count', { count: data.length }) : ''}
        </p>
        <CatalogueResults
          courses={data}
          isPending={isPending}
          isError={isError}
          isRefetching={isRefetching}
          onRetry={() => void refetch()}
          onReset={() => setParams({}, { replace: true })}
        />
      </Container>
    </>
  );
}
