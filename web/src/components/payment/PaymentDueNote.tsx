import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Schemas } from '@/lib/api/types';

type OfflineMethod = keyof Schemas['PaymentDeadlines'];

interface PaymentDueNoteProps {
  method: OfflineMethod;
  /** The server's deadline for the session, or the class day once it has passed; null for none. */
  due: Schemas['PaymentDue'] | null;
  /** Said on the class day (cash): the amount to bring. */
  amount?: string;
  /** Booked on request: the office confirms the date, so the deadline is stated as a rule. */
  onRequest?: boolean;
}

/**
 * When a cash or Interac payment must reach us: by the server's deadline, or, once it has passed,
 * on the class day before the class starts (never a day gone by, decision 058). The pages that
 * show it load the `paymentDue` strings.
 */
export function PaymentDueNote({
  method,
  due,
  amount = '',
  onRequest = false,
}: PaymentDueNoteProps) {
  const { t } = useTranslation('paymentDue');
  const language = useLanguage();
  let text: string | null = null;
  if (due?.classDay) text = t(`${method}.classDay`, { amount });
  else if (due)
    text = t(`${method}.deadline`, {
      date: formatCalendarDate(due.date, language, 'full'),
    });
  else if (onRequest) text = t(`${method}.deadlineOnRequest`);
  if (!text) return null;
  return (
    <p className="text-sm font-semibold text-slate-900" data-testid={`${method}-due`}>
      {text}
    </p>
  );
}
