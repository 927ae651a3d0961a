import { useTranslation } from 'react-i18next';
import type { AuthMessage } from './errors';
import type { AuthErrorKey } from './schemas';

/** Translates a message key kept by a form (field error) or an AuthMessage (form error). */
export function useErrorText() {
  const { t } = useTranslation('auth');
  return (message: AuthMessage | string | undefined | null): string | undefined => {
    if (!message) return undefined;
    const { key, count } = typeof message === 'string' ? { key: message as AuthErrorKey } : message;
    return count === undefined ? t(`errors.${key}`) : t(`errors.${key}`, { count });
  };
}
