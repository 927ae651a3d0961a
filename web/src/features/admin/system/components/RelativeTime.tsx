import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@/features/admin/components/relative-time';
import { formatQuebecMoment } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';

interface RelativeTimeProps {
  at: string;
  /** When the page's figures were read: "il y a 3 h" counts from there. */
  now: Date;
}

/** "il y a 3 h" / "3h ago", the date and time in Quebec as its tooltip. */
export function RelativeTime({ at, now }: RelativeTimeProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <time dateTime={at} title={formatQuebecMoment(at, language)}>
      {formatRelativeTime(at, t, now)}
    </time>
  );
}
