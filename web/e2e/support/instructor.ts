import type { APIRequestContext } from '@playwright/test';
import { createInstructor } from './auth-server';
import { expect, uniqueTag } from './booking-fixtures';

/**
 * A new instructor, Josée Gagnon, made as the command line makes them, with the id the office
 * staffs sessions with (read through the office's `admin` API context).
 */
export async function newInstructor(admin: APIRequestContext) {
  const instructor = {
    email: `formatrice-${uniqueTag()}@example.com`,
    password: 'Formation-2026',
    firstName: 'Josée',
    lastName: 'Gagnon',
  };
  await createInstructor(instructor);
  const found = await admin.get(`/api/admin/instructors?q=${encodeURIComponent(instructor.email)}`);
  expect(found.status(), await found.text()).toBe(200);
  const id = ((await found.json()) as { instructors: { id: number }[] }).instructors[0]?.id ?? 0;
  return { ...instructor, id };
}
