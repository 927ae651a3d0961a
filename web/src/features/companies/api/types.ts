import type { ResponseBody, Schemas } from '@/lib/api/types';

/** A company, as its managers see it (GET /api/companies/{id}). */
export type Company = Schemas['Company'];

/** A workplace with the workers of each shift, in order. */
export type Workplace = Schemas['Workplace'];

export type Employee = Schemas['Employee'];

/** A workplace's shifts against the first-aid regulation (GET /api/companies/{id}/compliance). */
export type WorkplaceCompliance =
  ResponseBody<'/api/companies/{id}/compliance'>['workplaces'][number];

export type ShiftCompliance = WorkplaceCompliance['shifts'][number];
