import type { UseFormRegisterReturn } from 'react-hook-form';

/** A person's fields, in the order of the page. */
export const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;

export type PersonFieldName = (typeof PERSON_FIELDS)[number];

/**
 * How the browser fills in, and the keyboard types, each field about a person; which of them a
 * form must have. The booking's, the waiting list's, the sign-up's and the profile's.
 */
export const personInputs = {
  firstName: { autoComplete: 'given-name', required: true },
  lastName: { autoComplete: 'family-name', required: true },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', required: true },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
} as const;

/**
 * The four fields registered with the form's `register`, in the order of the page (called while
 * the form renders, so that a failed submit focuses the first field in error).
 */
export function registerPersonFields(register: (name: PersonFieldName) => UseFormRegisterReturn) {
  return {
    firstName: register('firstName'),
    lastName: register('lastName'),
    email: register('email'),
    phone: register('phone'),
  };
}

/** The four fields' labels, read from one section of a namespace (`<section>.firstName`, …). */
export function personFieldLabels<Section extends string>(
  t: (key: `${Section}.${PersonFieldName}`) => string,
  section: Section,
) {
  return {
    firstName: t(`${section}.firstName`),
    lastName: t(`${section}.lastName`),
    email: t(`${section}.email`),
    phone: t(`${section}.phone`),
  };
}
