import { useTranslation } from 'react-i18next';
import type { Course } from '@/lib/api/course-types';
import type { Schemas } from '@/lib/api/types';
import { formatMoney } from '@/lib/format/money';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import type { TeamPaymentMethod } from '../hooks/use-team-payment-options';

interface TeamBookingSummaryProps {
  seats: number;
  course: Course | undefined;
  session: Schemas['Session'] | undefined;
  billingEmail: string;
  /** How the company pays; null while it has no way to. */
  paymentMethod: TeamPaymentMethod | null;
}

/**
 * The seats asked for against the session's seats left, the price before taxes (the server adds
 * GST and QST on the invoice), and how the company pays: the invoice, or the card payment whose
 * paid invoice follows. Read out as it changes.
 */
export function TeamBookingSummary({
  seats,
  course,
  session,
  billingEmail,
  paymentMethod,
}: TeamBookingSummaryProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const number = (value: number) => formatWholeNumber(value, language);
  const short = session !== undefined && seats > session.seatsLeft;

  return (
    <div className="space-y-1 rounded-xl bg-surface p-4 text-sm" data-testid="team-summary">
      <div aria-live="polite" className="space-y-1">
        <p className="font-semibold text-slate-900">
          {t('teamForm.seatsWanted', { count: seats, shown: number(seats) })}
          {session && (
            <span className={short ? 'text-brand-700' : 'font-normal text-slate-700'}>
              {' · '}
              {t('teamForm.seatsLeft', {
                count: session.seatsLeft,
                shown: number(Math.max(0, session.seatsLeft)),
              })}
            </span>
          )}
        </p>
        {course && seats > 0 && (
          <p className="text-slate-800" data-testid="team-estimate">
            {course.priceCents === 0
              ? t('teamForm.free')
              : t('teamForm.estimate', {
                  amount: formatMoney(course.priceCents * seats, language),
                  seats: number(seats),
                  price: formatMoney(course.priceCents, language),
                })}
          </p>
        )}
      </div>
      {course && course.priceCents > 0 && <p className="text-slate-600">{t('teamForm.taxes')}</p>}
      {paymentMethod && (
        <>
          <p className="pt-2 font-semibold text-slate-900">
            {t(`teamForm.payment.${paymentMethod}`)}
          </p>
          <p className="text-slate-700 [overflow-wrap:anywhere]">
            {t(`teamForm.paymentNote.${paymentMethod}`, { email: billingEmail })}
          </p>
        </>
      )}
    </div>
  );
}
