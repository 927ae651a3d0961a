import { useTranslation } from 'react-i18next';
import { numberFormat } from '@/lib/format/intl';
import { intlLocale } from '@/lib/i18n/languages';

/** "12 / 500 characters": a text field's length against its limit, beside its label. */
export function CharacterCount({ count, max }: { count: number; max: number }) {
  const { t, i18n } = useTranslation();
  return (
    <span className="shrink-0 text-xs whitespace-nowrap text-slate-600">
      {t('characterCount', {
        count,
        max: numberFormat(intlLocale(i18n.resolvedLanguage)).format(max),
      })}
    </span>
  );
}
