import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { formatTimeOfDay } from '@/lib/format/dates';
import { useLanguage } from '@/lib/i18n/use-language';
import { PaymentDueNote } from '@/components/payment/PaymentDueNote';
import type { PaymentDue } from '../api/types';
import { PanelFrame } from './PanelFrame';

interface CashPanelProps {
  amount: string;
  /** The server's deadline for the session chosen (never on request), or the class day. */
  due: PaymentDue | null;
  /** Booked on request: the office confirms the date, so the deadline is stated as a rule. */
  onRequest?: boolean;
}

/** Paying cash at the office: when and where. */
export function CashPanel({ amount, due }: CashPanelProps) {
  const { t } = useTranslation('booking');
  return (
    <PanelFrame icon={Banknote} title={t('cash.title')} testId="panel-cash">
      <CashInstructions amount={amount} due={due} />
    </PanelFrame>
  );
}

/**
 * The rule and, for a session, its deadline, then the office's hours; on request, how the deadline
 * will be set. Past the deadline, only what to do on the class day: pay the instructor.
 */
export function CashInstructions({ amount, due, onRequest = false }: CashPanelProps) {
  const { t } = useTranslation('booking');
  const language = useLanguage();
  const { open, close } = site.hours;
  const atTheOffice = !due?.classDay;
  return (
    <>
      {atTheOffice && <p className="text-sm text-slate-800">{t('cash.text', { amount })}</p>}
      <PaymentDueNote method="cash" due={due} amount={amount} onRequest={onRequest} />
      {atTheOffice && (
        <p className="text-sm text-slate-700">
          {t('cash.hours', {
            open: formatTimeOfDay(open.hours, open.minutes, language),
            close: formatTimeOfDay(close.hours, close.minutes, language),
          })}
        </p>
      )}
    </>
  );
}
