/* Vitest only: sample instructors as the office sees them. */
import type { Schemas } from '@/lib/api/types';

type Instructor = Schemas['Instructor'];

export function makeInstructor(overrides: Partial<Instructor> = {}): Instructor {
  return {
    id: 21,
    firstName: 'Isabelle',
    lastName: 'Côté',
    email: 'isabelle@example.com',
    languages: ['fr', 'en'],
    credentials: [
      { body: 'Fondation des maladies du cœur', number: 'FMC-12345', expiresOn: '2099-06-30' },
    ],
    active: true,
    ...overrides,
  };
}
