import { useTranslation } from 'react-i18next';

/** Sets the document title (React hoists <title> into the head). */
export function PageTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  return <title>{t('meta.title', { page: title })}</title>;
}
