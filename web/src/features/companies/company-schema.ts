import { z } from 'zod';
import { emailField, requiredText } from '@/lib/forms/rules';
import type { NewCompany } from './api/create-company';
import { errorsFromServer, message, type CompanyErrorKey } from './errors';

/** A Quebec enterprise number: ten digits (spaces typed between them are dropped). */
const neqField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^(\d{10})?$/, message('neqInvalid')));

/** The company form: name, address and billing email required; NEQ and purchase order optional. */
export const companySchema = z.object({
  name: requiredText<CompanyErrorKey>({ required: 'companyNameRequired', tooLong: 'tooLong' }, 200),
  address: requiredText<CompanyErrorKey>({ required: 'addressRequired', tooLong: 'tooLong' }, 500),
  billingEmail: emailField<CompanyErrorKey>({
    required: 'billingEmailRequired',
    invalid: 'emailInvalid',
    tooLong: 'tooLong',
  }),
  neq: neqField,
  purchaseOrder: z.string().trim().max(100, message('tooLong')),
  language: z.enum(['fr', 'en'], message('languageInvalid')),
});

export type CompanyFormInput = z.input<typeof companySchema>;
export type CompanyFormValues = z.output<typeof companySchema>;
type CompanyField = keyof CompanyFormInput;

/** The fields in the order of the form: a refused request focuses the first one in error. */
export const companyFields: readonly CompanyField[] = [
  'name',
  'address',
  'billingEmail',
  'neq',
  'purchaseOrder',
  'language',
];

/** The request: the optional fields only when filled in. */
export function toNewCompany({ neq, purchaseOrder, ...values }: CompanyFormValues): NewCompany {
  return { ...values, ...(neq ? { neq } : {}), ...(purchaseOrder ? { purchaseOrder } : {}) };
}

export const companyErrorsFromServer = (reasons: Readonly<Record<string, string>>) =>
  errorsFromServer(reasons, companyFields, {
    name: 'companyNameRequired',
    address: 'addressRequired',
    billingEmail: 'billingEmailRequired',
  });
