import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { formatTimeOfDay } from '@/lib/format/dates';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { workingDaysBefore } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { PanelFrame } from './PanelFrame';

/** Working days before the course by which cash must be paid at the office. */
export const CASH_DAYS_BEFORE = 5;

interface CashPanelProps {
  amount: string;
  /** The session's date (YYYY-MM-DD) when one was chosen (never on request): the deadline is shown. */
  courseDate?: string | null;
  /** Booked on request: the office confirms the date, so the deadline is stated as a rule. */
  onRequest?: boolean;
}

/** Paying cash at the office: when and where. */
export function CashPanel({ amount, courseDate }: CashPanelProps) {
  const { t } = useTranslation('booking');
  return (
    <PanelFrame icon={Banknote} title={t('cash.title')} testId="panel-cash">
      <CashInstructions amount={amount} courseDate={courseDate} />
    </PanelFrame>
  );
}

/**
 * The rule and, for a chosen session, the deadline; on request, how the deadline will be set;
 * then the office's hours.
 */
export function CashInstructions({ amount, courseDate, onRequest = false }: CashPanelProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const { open, close } = site.hours;
  return (
    <>
      <p className="text-sm text-slate-800">{t('cash.text', { amount })}</p>
      {courseDate && (
        <p className="text-sm font-semibold text-slate-900">
          {t('cash.deadline', {
            date: formatCalendarDate(
              workingDaysBefore(courseDate, CASH_DAYS_BEFORE),
              language,
              'full',
            ),
          })}
        </p>
      )}
      {onRequest && (
        <p className="text-sm font-semibold text-slate-900">{t('cash.deadlineOnRequest')}</p>
      )}
      <p className="text-sm text-slate-700">
        {t('cash.hours', {
          open: formatTimeOfDay(open.hours, open.minutes, language),
          close: formatTimeOfDay(close.hours, close.minutes, language),
        })}
      </p>
    </>
  );
}
