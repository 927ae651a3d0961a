import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { WholeNumberField } from '@/components/ui/WholeNumberField';
import type { AdminCourse } from '@/lib/api/course-types';
import { formatMoney } from '@/lib/format/money';
import { useLanguage } from '@/lib/i18n/use-language';
import type { QuoteInput } from '../api/types';
import { courseTitle } from '../quote-form-defaults';
import { DESCRIPTION_MAX_LENGTH, type QuoteFormInput } from '../quote-form-schema';

interface QuoteLineFieldsProps {
  form: UseFormReturn<QuoteFormInput, unknown, QuoteInput>;
  index: number;
  courses: readonly AdminCourse[];
  errorText: (key: string | undefined) => string | undefined;
  /** The line's amount, or null while its quantity or price is not typed right. */
  amountCents: number | null;
  /** A course was chosen (its id; '' for none). */
  onCourse: (courseId: string) => void;
}

/**
 * One line of the quote: its course (or none, for a fee), description, quantity and unit price
 * in dollars, and its amount as typed.
 */
export function QuoteLineFields({
  form,
  index,
  courses,
  errorText,
  amountCents,
  onCourse,
}: QuoteLineFieldsProps) {
  const { t } = useTranslation('adminQuotes');
  const language = useLanguage();
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const lineErrors = errors.lines?.[index];
  const courseId = useWatch({ control, name: `lines.${index}.courseId` });
  const description = useWatch({ control, name: `lines.${index}.description` });
  const offered = courses
    .filter((course) => !course.archived)
    .map((course) => ({ id: String(course.id), title: courseTitle(course, language) }))
    .sort((a, b) => a.title.localeCompare(b.title, language));
  // A draft's course taken out of the catalogue since stays chosen, under the line's words.
  const kept = courseId && !offered.some((course) => course.id === courseId);

  return (
    <div className="grid gap-3 sm:grid-cols-6">
      <div className="sm:col-span-6">
        <SelectField
          label={t('editor.lines.course')}
          error={errorText(lineErrors?.courseId?.message)}
          {...register(`lines.${index}.courseId`, {
            onChange: (event: { target: { value: string } }) => onCourse(event.target.value),
          })}
        >
          <option value="">{t('editor.lines.noCourse')}</option>
          {kept && <option value={courseId}>{description}</option>}
          {offered.map((course) => (
            <option key={course.id} value={course.id}>
              {course.title}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="sm:col-span-6">
        <TextField
          label={t('editor.lines.description')}
          error={errorText(lineErrors?.description?.message)}
          required
          autoComplete="off"
          maxLength={DESCRIPTION_MAX_LENGTH}
          {...register(`lines.${index}.description`)}
        />
      </div>
      <div className="sm:col-span-2">
        <WholeNumberField
          min={1}
          max={1000}
          label={t('editor.lines.quantity')}
          error={errorText(lineErrors?.quantity?.message)}
          required
          {...register(`lines.${index}.quantity`)}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          inputMode="decimal"
          autoComplete="off"
          label={t('editor.lines.unitPrice')}
          error={errorText(lineErrors?.unitPrice?.message)}
          required
          {...register(`lines.${index}.unitPrice`)}
        />
      </div>
      <p
        className="self-end pb-2.5 text-sm font-semibold text-slate-900 tabular-nums sm:col-span-2 sm:text-right"
        data-testid="line-amount"
      >
        {amountCents === null
          ? t('editor.lines.noAmount')
          : t('editor.lines.amount', { amount: formatMoney(amountCents, language) })}
      </p>
    </div>
  );
}
