import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarDays, FileCheck, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DaysFields, daysFieldsTexts } from '@/components/forms/DaysFields';
import { Alert } from '@/components/ui/Alert';
import { DialogFormActions } from '@/components/ui/DialogFormActions';
import { SectionCard } from '@/components/ui/SectionCard';
import { paths } from '@/config/paths';
import type { AdminCourse } from '@/lib/api/course-types';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { showServerFieldErrors } from '@/lib/forms/server-errors';
import { useCreateQuote } from '../api/create-quote';
import type { Quote, QuoteInput } from '../api/types';
import { useUpdateQuote } from '../api/update-quote';
import { quoteFormSchema, type QuoteErrorKey, type QuoteFormInput } from '../quote-form-schema';
import { quoteErrorOutcome } from '../quote-server-errors';
import { QuoteCustomerFields } from './QuoteCustomerFields';
import { QuoteLinesFields } from './QuoteLinesFields';
import { QuoteTermsFields } from './QuoteTermsFields';

interface QuoteFormProps {
  defaults: QuoteFormInput;
  courses: readonly AdminCourse[];
  /** The draft it edits; none: a new quote. */
  quoteId?: number;
  /** What the request answered asked for: its company's name and the dates it would like. */
  request?: { company: string; preferredDates: string };
  /** The catalogue could not be read: its prices are not filled in. */
  coursesFailed?: boolean;
  /** Where Cancel goes back to. */
  cancelTo: string;
}

/** What the quote's page says after a save (its location state). */
interface SavedState {
  saved: 'created' | 'updated';
}

/**
 * The quote editor: the customer, the days, the lines with their preview, the validity and the
 * notes. Saved, the quote's page opens with the server's taxes and total; refused, each reason
 * shows on its field (the first one focused) or above the buttons.
 */
export function QuoteForm({
  defaults,
  courses,
  quoteId,
  request,
  coursesFailed = false,
  cancelTo,
}: QuoteFormProps) {
  const { t } = useTranslation('adminQuotes');
  const navigate = useNavigate();
  const create = useCreateQuote();
  const update = useUpdateQuote();
  const [problem, setProblem] = useState<QuoteErrorKey | null>(null);
  const form = useForm<QuoteFormInput, unknown, QuoteInput>({
    // Today is read at each submit: "in the past" means now, not when the form opened.
    resolver: (values, context, options) =>
      zodResolver(quoteFormSchema(todayInQuebec()))(values, context, options),
    defaultValues: defaults,
  });
  const errorText = (key: string | undefined) =>
    key ? t(`editor.errors.${key as QuoteErrorKey}`) : undefined;
  const saving = create.isPending || update.isPending;
  const minDate = todayInQuebec();

  const submit = (input: QuoteInput) => {
    setProblem(null);
    const callbacks = {
      onSuccess: (quote: Quote) =>
        void navigate(paths.admin.quote(quote.id), {
          state: { saved: quoteId === undefined ? 'created' : 'updated' } satisfies SavedState,
        }),
      onError: (error: Error) => {
        const outcome = quoteErrorOutcome(error);
        showServerFieldErrors(form.setError, outcome.fields);
        setProblem(outcome.form);
      },
    };
    if (quoteId === undefined) create.mutate(input, callbacks);
    else update.mutate({ id: quoteId, input }, callbacks);
  };

  return (
    <form noValidate className="space-y-6" onSubmit={form.handleSubmit(submit)}>
      {coursesFailed && <Alert tone="info">{t('editor.lines.coursesLoadError')}</Alert>}
      <QuoteCustomerFields form={form} errorText={errorText} suggestion={request?.company} />
      <SectionCard title={t('editor.schedule')} icon={CalendarDays}>
        <DaysFields
          form={form}
          texts={daysFieldsTexts(t, 'editor')}
          errorText={errorText}
          minDate={minDate}
          aside={
            request?.preferredDates && (
              <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800">
                {t('editor.preferredDates', { dates: request.preferredDates })}
              </p>
            )
          }
        />
      </SectionCard>
      <QuoteLinesFields form={form} errorText={errorText} courses={courses} />
      <QuoteTermsFields form={form} errorText={errorText} minDate={minDate} />
      {problem && <Alert>{t(`editor.errors.${problem}`)}</Alert>}
      <DialogFormActions
        cancelLabel={t('editor.cancel')}
        onCancel={() => void navigate(cancelTo)}
        icon={quoteId === undefined ? FileCheck : Save}
        confirmLabel={quoteId === undefined ? t('editor.create') : t('editor.save')}
        busyLabel={quoteId === undefined ? t('editor.creating') : t('editor.saving')}
        busy={saving}
      />
    </form>
  );
}
