import { z } from 'zod';
import { requiredText } from '@/lib/forms/rules';
import { message, type CompanyErrorKey } from './errors';

/** A person's first or last name: required (with the field's own message), 100 characters at most. */
export const personName = (required: CompanyErrorKey) =>
  requiredText<CompanyErrorKey>({ required, tooLong: 'tooLong' }, 100);

/** A person's email at a company (an employee, a seat's attendee): optional, when given valid. */
export const optionalEmail = () =>
  z
    .string()
    .trim()
    .max(254, message('tooLong'))
    .pipe(z.union([z.literal(''), z.email(message('emailInvalid'))]));
