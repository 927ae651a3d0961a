import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from './languages';

/** The language the page is shown in ('fr' or 'en'); re-renders when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage);
}
