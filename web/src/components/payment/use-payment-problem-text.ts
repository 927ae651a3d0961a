import { useTranslation } from 'react-i18next';
import type { PaymentProblem } from './card-payment';

/**
 * Turns a payment problem into its message: Stripe's text as is, a shared one from
 * common:cardPayment.errors, the feature's own through `ownText`.
 */
export function usePaymentProblemText<Own extends string>(ownText: (key: Own) => string) {
  const { t } = useTranslation('common');
  return (problem: PaymentProblem<Own>) => {
    if ('text' in problem) return problem.text;
    if ('own' in problem) return ownText(problem.own);
    return t(`cardPayment.errors.${problem.key}`);
  };
}
