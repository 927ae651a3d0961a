import { expect, type APIRequestContext } from '@playwright/test';

/** A course loaded by `secours seed`, as the catalogue shows it in each language. */
export const seededCpr = {
  slug: 'rcr-dea-niveau-c',
  fr: {
    title: 'Sauveteur cardio RCR-DEA niveau C',
    price: '95,00\u00a0$',
    duration: '3\u00a0h\u00a030',
  },
  en: { title: 'Cardio Rescuer CPR-AED Level C', price: '$95.00', duration: '3.5 hours' },
};

export const seededWorkplace = {
  slug: 'premiers-soins-urgence-niveau-c',
  fr: { price: '175,00\u00a0$', original: '195,00\u00a0$' },
  en: { price: '$175.00', original: '$195.00' },
};

export const seededPdsb = {
  fr: { title: 'Principes pour le déplacement sécuritaire des bénéficiaires (PDSB)' },
};

export const seededAllergies = {
  fr: { title: "Premiers soins d'urgence en petite enfance et allergies sévères" },
};

/** Other specs add courses while these run: only the home page's first six are certain. */
export const SEEDED_COURSES = 6;

/** The id of a course, read from the public API. */
export async function courseId(request: APIRequestContext, slug: string): Promise<number> {
  const response = await request.get(`/api/courses/${slug}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { course: { id: number } }).course.id;
}

let sequence = 0;

/** A title no other test uses. */
export function uniqueTitle(prefix: string): string {
  sequence += 1;
  return `${prefix} ${Date.now().toString(36)}-${process.pid}-${sequence}`;
}
