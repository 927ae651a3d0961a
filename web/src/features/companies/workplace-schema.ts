import { z } from 'zod';
import { requiredText } from '@/lib/forms/rules';
import type { NewWorkplace } from './api/add-workplace';
import type { Workplace } from './api/types';
import { errorsFromServer, message, type CompanyErrorKey } from './errors';

/** A workplace has one to four shifts (three of eight hours, and one more for weekends). */
export const MAX_SHIFTS = 4;
const MAX_WORKERS = 100_000;

/** The workers of a shift: a whole number from 0 to 100 000 (spaces between digits dropped). */
const workersField = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{1,6}$/, message('workersInvalid')))
  .transform(Number)
  .pipe(z.number().max(MAX_WORKERS, message('workersInvalid')));

/** The workplace form: its name, address, sector, and the workers of each shift. */
export const workplaceSchema = z.object({
  name: requiredText<CompanyErrorKey>(
    { required: 'workplaceNameRequired', tooLong: 'tooLong' },
    200,
  ),
  address: z.string().trim().max(500, message('tooLong')),
  sector: z.enum(['establishment', 'construction', 'forestry'], message('sectorRequired')),
  // Objects, not numbers: react-hook-form's field arrays keep an id on each item.
  shifts: z
    .array(z.object({ workers: workersField }))
    .min(1, message('shiftsRequired'))
    .max(MAX_SHIFTS, message('tooManyShifts')),
});

export type WorkplaceFormInput = z.input<typeof workplaceSchema>;
export type WorkplaceFormValues = z.output<typeof workplaceSchema>;
type WorkplaceField = 'name' | 'address' | 'sector' | 'shifts';

const workplaceFields: readonly WorkplaceField[] = ['name', 'address', 'sector', 'shifts'];

/** A saved workplace as the form shows it, to change it. */
export const workplaceFormValuesOf = (workplace: Workplace): WorkplaceFormInput => ({
  name: workplace.name,
  address: workplace.address,
  sector: workplace.sector,
  shifts: workplace.shifts.map((workers) => ({ workers: String(workers) })),
});

/** The body of adding a workplace, and of changing one. */
export function toNewWorkplace({ address, shifts, ...values }: WorkplaceFormValues): NewWorkplace {
  return {
    ...values,
    ...(address ? { address } : {}),
    shifts: shifts.map((shift) => shift.workers),
  };
}

export const workplaceErrorsFromServer = (reasons: Readonly<Record<string, string>>) =>
  errorsFromServer(reasons, workplaceFields, {
    name: 'workplaceNameRequired',
    sector: 'sectorRequired',
    shifts: 'shiftsRequired',
  });
