import { ChevronsDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BusyButton, type BusyButtonProps } from './BusyButton';

type LoadMoreButtonProps = Omit<BusyButtonProps, 'icon' | 'label' | 'busyLabel' | 'busy'> & {
  /** What it loads, when the list names it ("More employees"); "Load more" otherwise. */
  label?: string;
  /** The next page is on its way. */
  loading: boolean;
};

/** The button that fetches a list's next page; it says "Loading…" while the page comes. */
export function LoadMoreButton({ label, loading, ...props }: LoadMoreButtonProps) {
  const { t } = useTranslation();
  return (
    <BusyButton
      icon={ChevronsDown}
      label={label ?? t('pagedList.loadMore')}
      busyLabel={t('pagedList.loadingMore')}
      busy={loading}
      {...props}
    />
  );
}
