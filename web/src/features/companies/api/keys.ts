/** Query keys of the companies the signed-in person manages. */
export const companyKeys = {
  list: ['companies', 'list'] as const,
  detail: (id: number) => ['companies', 'detail', id] as const,
  workplaces: (id: number) => ['companies', 'workplaces', id] as const,
  employees: (id: number) => ['companies', 'employees', id] as const,
  compliance: (id: number) => ['companies', 'compliance', id] as const,
};
