import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/PagedList';
import { pagedListTexts } from '@/components/list-texts';

type CompanyPagedListProps = Omit<ComponentProps<typeof PagedList>, 'texts' | 'compact'> & {
  /** The section of the companies' words the list's come from (`employees.loading`…). */
  section: 'list' | 'employees' | 'teamBookings' | 'invoices';
};

/**
 * A list of the companies' pages, read page by page inside its card: its words from one section
 * of the namespace, its Retry the namespace's.
 */
export function CompanyPagedList({ section, ...props }: CompanyPagedListProps) {
  const { t } = useTranslation('companies');
  return <PagedList texts={pagedListTexts(t, section, t('retry'))} compact {...props} />;
}
