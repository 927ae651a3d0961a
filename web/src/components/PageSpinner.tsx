import { useTranslation } from 'react-i18next';
import { Spinner } from './ui/Spinner';

/** Shown while a page's code loads. */
export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={t('loading')} />
    </div>
  );
}
