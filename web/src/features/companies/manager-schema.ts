import { z } from 'zod';
import { errorsFromServer, message } from './errors';

/** Inviting a manager: an email address. */
export const managerSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, message('emailRequired'))
    .max(254, message('tooLong'))
    .pipe(z.email(message('emailInvalid'))),
});

export type ManagerFormInput = z.input<typeof managerSchema>;
export type ManagerFormValues = z.output<typeof managerSchema>;

/** The server's reason for the address, as a message key. */
export const managerErrorsFromServer = (reasons: Readonly<Record<string, string>>) =>
  errorsFromServer(reasons, ['email'], { email: 'emailRequired' });
