import { z } from 'zod';
import { isCalendarDate } from '@/lib/forms/rules';

/** The export form: a range of Quebec dates, both included, and the spreadsheet's language. */
export const moneyExportSchema = z
  .object({
    from: z.string().refine(isCalendarDate, 'dateInvalid'),
    to: z.string().refine(isCalendarDate, 'dateInvalid'),
    lang: z.enum(['fr', 'en']),
  })
  .refine((values) => values.to >= values.from, { path: ['to'], message: 'beforeStart' });

export type MoneyExportValues = z.infer<typeof moneyExportSchema>;
