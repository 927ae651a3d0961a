import { z } from 'zod';
import type { NewEmployee } from './api/add-employee';
import type { Workplace } from './api/types';
import { errorsFromServer, message } from './errors';
import { optionalEmail, personName } from './person-schema';

/** The server's limit for the employer's own number for an employee (characters). */
const EMPLOYEE_NUMBER_MAX = 50;

/**
 * The employee form: names required; email and the employer's own number for them optional; a
 * workplace (its id, or '' for none) and the position of its shift, asked only when the
 * workplace has several.
 */
export const employeeSchema = z.object({
  firstName: personName('firstNameRequired'),
  lastName: personName('lastNameRequired'),
  email: optionalEmail(),
  employeeNumber: z.string().trim().max(EMPLOYEE_NUMBER_MAX, message('tooLong')),
  workplaceId: z.string(),
  shift: z.string(),
});

export type EmployeeFormInput = z.input<typeof employeeSchema>;
export type EmployeeFormValues = z.output<typeof employeeSchema>;
type EmployeeField = keyof EmployeeFormInput;

const employeeFields: readonly EmployeeField[] = [
  'firstName',
  'lastName',
  'email',
  'employeeNumber',
  'workplaceId',
  'shift',
];

/**
 * The request: the email and the employee number when given; the workplace when chosen, with the
 * shift when it has several (the server puts an employee on the only shift of a workplace).
 */
export function toNewEmployee(
  { email, employeeNumber, workplaceId, shift, ...names }: EmployeeFormValues,
  workplace: Workplace | undefined,
): NewEmployee {
  const person = {
    ...names,
    ...(email ? { email } : {}),
    ...(employeeNumber ? { employeeNumber } : {}),
  };
  if (!workplaceId) return person;
  return {
    ...person,
    workplaceId: Number(workplaceId),
    ...((workplace?.shifts.length ?? 0) > 1 && shift !== '' ? { shift: Number(shift) } : {}),
  };
}

export const employeeErrorsFromServer = (reasons: Readonly<Record<string, string>>) =>
  errorsFromServer(reasons, employeeFields, {
    firstName: 'firstNameRequired',
    lastName: 'lastNameRequired',
  });
