import type { APIRequestContext } from '@playwright/test';
import { expect, uniqueTag } from './booking-fixtures';

/** The manager (whose cookies `request` carries) creates a company with one employee, Luc Gagnon. */
export async function companyWithEmployee(request: APIRequestContext, name: string) {
  const created = await request.post('/api/companies', {
    data: { name, address: '12, rue Principale, Gatineau', billingEmail: 'comptes@acme.example' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { company } = (await created.json()) as { company: { id: number } };
  const employee = await request.post(`/api/companies/${company.id}/employees`, {
    data: { firstName: 'Luc', lastName: 'Gagnon', email: `luc-${uniqueTag()}@example.com` },
  });
  expect(employee.status(), await employee.text()).toBe(201);
  return company;
}
