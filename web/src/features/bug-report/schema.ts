import { z } from 'zod';
import type { Resources } from '@/lib/i18n/resources';

export const DESCRIPTION_MAX_LENGTH = 5000;

/** Error messages are keys of bugReport:errors, translated where they are shown. */
export type BugReportErrorKey = keyof Resources['bugReport']['errors'];
const message = (key: BugReportErrorKey) => ({ error: key });

export const bugReportSchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, message('descriptionRequired'))
    .max(DESCRIPTION_MAX_LENGTH, message('descriptionTooLong')),
  email: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), z.email(message('emailInvalid'))])),
  /** Honeypot: people never see it, so it stays empty. */
  website: z.string(),
});

export type BugReportFormInput = z.input<typeof bugReportSchema>;
export type BugReportFormValues = z.output<typeof bugReportSchema>;
