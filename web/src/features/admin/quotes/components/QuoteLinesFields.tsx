import { ClipboardList, MapPin, ListOrdered } from 'lucide-react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddRowButton } from '@/components/forms/AddRowButton';
import { FieldsetRows } from '@/components/forms/FieldsetRows';
import { RemoveRowButton } from '@/components/forms/RemoveRowButton';
import { Button } from '@/components/ui/Button';
import { FieldError } from '@/components/ui/FieldError';
import { SectionCard } from '@/components/ui/SectionCard';
import type { AdminCourse } from '@/lib/api/course-types';
import { formatMoney } from '@/lib/format/money';
import { centsToInput } from '@/lib/forms/money';
import { useFocusAfterRemove } from '@/lib/hooks/use-focus-after-remove';
import { useLanguage } from '@/lib/i18n/use-language';
import type { QuoteInput } from '../api/types';
import { courseTitle } from '../quote-form-defaults';
import { emptyLine, lineAmountCents, MAX_LINES, type QuoteFormInput } from '../quote-form-schema';
import { QuoteLineFields } from './QuoteLineFields';

interface QuoteLinesFieldsProps {
  form: UseFormReturn<QuoteFormInput, unknown, QuoteInput>;
  errorText: (key: string | undefined) => string | undefined;
  /** The catalogue (every course, archived ones left out of the choices). */
  courses: readonly AdminCourse[];
}

/**
 * The quote's lines (1 to 30): each a course or none (a fee), its description, quantity and unit
 * price in dollars, with its amount; « Frais de déplacement » and « Matériel » add a fee's line in
 * the quote's language and focus its price. The subtotal is a preview: the taxes and the total
 * are the server's, once saved.
 */
export function QuoteLinesFields({ form, errorText, courses }: QuoteLinesFieldsProps) {
  const { t } = useTranslation('adminQuotes');
  const language = useLanguage();
  const { control, getValues, setValue, formState } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' });
  const quoteLanguage = useWatch({ control, name: 'language' });
  const { addButton, removing } = useFocusAfterRemove(lines.fields.length);
  const full = lines.fields.length >= MAX_LINES;
  const listError = formState.errors.lines?.message ?? formState.errors.lines?.root?.message;
  const amounts = watched.map(lineAmountCents);
  // The lines typed right so far: the others count once their quantity and price are.
  const subtotal = amounts.reduce<number>((sum, cents) => sum + (cents ?? 0), 0);

  /** A course chosen: its title in the quote's language and its price fill the line. */
  function chooseCourse(index: number, courseId: string) {
    const course = courses.find((known) => String(known.id) === courseId);
    if (!course) return;
    setValue(`lines.${index}.description`, courseTitle(course, getValues('language')));
    setValue(`lines.${index}.unitPrice`, centsToInput(course.priceCents, language));
  }

  function addFee(preset: 'travel' | 'materials') {
    const description = t(`editor.presets.${preset}.${quoteLanguage}`);
    lines.append(emptyLine(description), { focusName: `lines.${lines.fields.length}.unitPrice` });
  }

  return (
    <SectionCard
      title={t('editor.lines.title')}
      description={t('editor.lines.hint')}
      icon={ListOrdered}
    >
      <FieldsetRows
        rows={lines.fields}
        testId="quote-line"
        legend={(number) => t('editor.lines.line', { number })}
      >
        {(index, number) => (
          <>
            <QuoteLineFields
              form={form}
              index={index}
              courses={courses}
              errorText={errorText}
              amountCents={amounts[index] ?? null}
              onCourse={(courseId) => chooseCourse(index, courseId)}
            />
            {lines.fields.length > 1 && (
              <RemoveRowButton
                label={t('editor.lines.remove')}
                name={t('editor.lines.removeLabel', { number })}
                className="mt-2 -ml-2 min-h-11"
                onRemove={() => {
                  removing();
                  lines.remove(index);
                }}
              />
            )}
          </>
        )}
      </FieldsetRows>
      <FieldError role="alert">{errorText(listError)}</FieldError>
      <div className="flex flex-wrap items-start gap-3">
        <AddRowButton
          ref={addButton}
          label={t('editor.lines.add')}
          onAdd={() => lines.append(emptyLine())}
          full={full}
          fullNote={t('editor.lines.full')}
        />
        {(['travel', 'materials'] as const).map((preset) => {
          const Icon = preset === 'travel' ? MapPin : ClipboardList;
          const name = preset === 'travel' ? 'addTravel' : 'addMaterials';
          return (
            <Button
              key={preset}
              variant="secondary"
              size="sm"
              className="min-h-11"
              disabled={full}
              aria-label={t(`editor.lines.${name}Label`)}
              onClick={() => addFee(preset)}
            >
              <Icon aria-hidden="true" className="size-4" />
              {t(`editor.lines.${name}`)}
            </Button>
          );
        })}
      </div>
      <div className="rounded-xl bg-slate-50 p-4 text-sm">
        <p className="flex justify-between gap-4 font-semibold text-slate-900">
          <span>{t('editor.lines.subtotal')}</span>
          <span className="tabular-nums" data-testid="quote-subtotal">
            {formatMoney(subtotal, language)}
          </span>
        </p>
        <p className="mt-1 text-slate-600">{t('editor.lines.taxesNote')}</p>
      </div>
    </SectionCard>
  );
}
