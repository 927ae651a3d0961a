import { useTranslation } from 'react-i18next';
import type { CompanyErrorKey } from './errors';

/** The words of a form error's message key (companies:errors), or nothing without one. */
export function useErrorText() {
  const { t } = useTranslation('companies');
  return (key: string | undefined) => (key ? t(`errors.${key as CompanyErrorKey}`) : undefined);
}
