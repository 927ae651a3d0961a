import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSubmit } from '@/components/forms/FormSubmit';
import { ReasonDialog, reasonDialogTexts } from '@/components/ReasonDialog';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import type { NoticeState } from '@/lib/hooks/use-notice';
import { useAcceptQuote } from '../api/accept-quote';
import { useDeclineQuote } from '../api/decline-quote';
import {
  acceptErrorsFromServer,
  acceptQuoteFields,
  acceptQuoteSchema,
  toAcceptance,
  type AcceptQuoteInput,
  type AcceptQuoteValues,
} from '../accept-schema';
import { answerErrorKey, quoteChanged, type QuoteErrorKey } from '../errors';

interface QuoteAnswerProps {
  quoteId: string;
  token: string;
  /** The page's notice: says why an answer was refused when the quote changed meanwhile. */
  notice: NoticeState;
  onAccepted: () => void;
}

/**
 * The answer to a sent quote: accept it (who accepts, their title and purchase order number), or
 * decline it with a reason. A quote that changed meanwhile is read again and shown as it is now.
 */
export function QuoteAnswer({ quoteId, token, notice, onAccepted }: QuoteAnswerProps) {
  const { t } = useTranslation('quote');
  const accept = useAcceptQuote(quoteId, token);
  const decline = useDeclineQuote(quoteId, token);
  const [declining, setDeclining] = useState(false);
  const [problem, setProblem] = useState<QuoteErrorKey | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptQuoteInput, unknown, AcceptQuoteValues>({
    resolver: zodResolver(acceptQuoteSchema),
    defaultValues: { name: '', title: '', purchaseOrder: '' },
  });
  const errorText = (key: string | undefined) =>
    key ? t(`errors.${key as QuoteErrorKey}`) : undefined;

  /** Refused: under the form while it stays, else above the quote as it is now. */
  const refused = (error: unknown) => {
    const key = answerErrorKey(error);
    if (quoteChanged(error) && key !== 'sessionConflict') notice.error(t(`errors.${key}`));
    else setProblem(key);
  };

  const onSubmit = (values: AcceptQuoteValues) => {
    setProblem(null);
    notice.clear();
    accept.mutate(toAcceptance(values), {
      onSuccess: onAccepted,
      onError: (error) => {
        const fields = error instanceof ApiError ? acceptErrorsFromServer(error.fields) : {};
        if (!showServerFieldErrors(setError, fields, acceptQuoteFields)) refused(error);
      },
    });
  };

  const onDecline = async (reason: string) => {
    notice.clear();
    try {
      await decline.mutateAsync(reason);
    } catch (error) {
      // The dialog shows the reason's own errors and a failed save; not a quote that changed.
      if (!quoteChanged(error)) throw error;
      refused(error);
    }
    setDeclining(false);
  };

  return (
    <section
      aria-labelledby="quote-accept"
      className="space-y-4 border-t border-surface-strong pt-6"
    >
      <h2 id="quote-accept" className="text-lg font-bold text-slate-900">
        {t('accept.title')}
      </h2>
      <p>{t('accept.intro')}</p>
      <form noValidate className="space-y-5" onSubmit={handleSubmit(onSubmit)}>
        <TextField
          autoComplete="name"
          label={t('accept.name')}
          error={errorText(errors.name?.message)}
          required
          maxLength={120}
          {...register('name')}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            autoComplete="organization-title"
            label={t('accept.jobTitle')}
            error={errorText(errors.title?.message)}
            maxLength={120}
            {...register('title')}
          />
          <TextField
            autoComplete="off"
            label={t('accept.purchaseOrder')}
            hint={t('accept.purchaseOrderHint')}
            error={errorText(errors.purchaseOrder?.message)}
            maxLength={60}
            {...register('purchaseOrder')}
          />
        </div>
        <FormSubmit
          error={problem && t(`errors.${problem}`)}
          icon={CircleCheck}
          label={t('accept.submit')}
          busyLabel={t('accept.submitting')}
          busy={accept.isPending}
          disabled={decline.isPending}
          atEnd
        />
      </form>
      <div className="flex flex-col gap-3 border-t border-surface-strong pt-4 sm:flex-row sm:items-center sm:justify-end">
        <p className="text-sm text-slate-700">{t('accept.or')}</p>
        <Button
          variant="secondary"
          className="text-brand-700"
          disabled={accept.isPending}
          onClick={() => {
            setProblem(null);
            setDeclining(true);
          }}
        >
          <CircleX aria-hidden="true" className="size-5" />
          {t('accept.decline')}
        </Button>
      </div>
      <ReasonDialog
        open={declining}
        texts={reasonDialogTexts((key) => t(`decline.${key}`))}
        intro={<p>{t('decline.intro')}</p>}
        serverField="reason"
        pending={decline.isPending}
        onClose={() => setDeclining(false)}
        onSubmit={onDecline}
      />
    </section>
  );
}
