import type about from '@/locales/fr/about.json';
import type admin from '@/locales/fr/admin.json';
import type adminBookings from '@/locales/fr/adminBookings.json';
import type adminQuotes from '@/locales/fr/adminQuotes.json';
import type adminReconciliation from '@/locales/fr/adminReconciliation.json';
import type adminSystem from '@/locales/fr/adminSystem.json';
import type auth from '@/locales/fr/auth.json';
import type booking from '@/locales/fr/booking.json';
import type bookingSuccess from '@/locales/fr/bookingSuccess.json';
import type bugReport from '@/locales/fr/bugReport.json';
import type certificates from '@/locales/fr/certificates.json';
import type common from '@/locales/fr/common.json';
import type companies from '@/locales/fr/companies.json';
import type courseSessions from '@/locales/fr/courseSessions.json';
import type courses from '@/locales/fr/courses.json';
import type dashboard from '@/locales/fr/dashboard.json';
import type home from '@/locales/fr/home.json';
import type instructor from '@/locales/fr/instructor.json';
import type legal from '@/locales/fr/legal.json';
import type notFound from '@/locales/fr/notFound.json';
import type paymentDue from '@/locales/fr/paymentDue.json';
import type quote from '@/locales/fr/quote.json';
import type trainingRequest from '@/locales/fr/trainingRequest.json';
import type underConstruction from '@/locales/fr/underConstruction.json';
import type unsubscribe from '@/locales/fr/unsubscribe.json';
import type waitlist from '@/locales/fr/waitlist.json';

/**
 * The strings of one language, one file per namespace. French is the reference: its shape types
 * every `t()` key (see i18next.d.ts), and each English file must have the same keys
 * (resources.test.ts).
 */
export interface Resources {
  about: typeof about;
  admin: typeof admin;
  adminBookings: typeof adminBookings;
  adminQuotes: typeof adminQuotes;
  adminReconciliation: typeof adminReconciliation;
  adminSystem: typeof adminSystem;
  auth: typeof auth;
  booking: typeof booking;
  bookingSuccess: typeof bookingSuccess;
  bugReport: typeof bugReport;
  certificates: typeof certificates;
  common: typeof common;
  companies: typeof companies;
  courseSessions: typeof courseSessions;
  courses: typeof courses;
  dashboard: typeof dashboard;
  home: typeof home;
  instructor: typeof instructor;
  legal: typeof legal;
  notFound: typeof notFound;
  paymentDue: typeof paymentDue;
  quote: typeof quote;
  trainingRequest: typeof trainingRequest;
  underConstruction: typeof underConstruction;
  unsubscribe: typeof unsubscribe;
  waitlist: typeof waitlist;
}

export type Namespace = keyof Resources;

type Strings = Record<string, unknown>;

/** Each locale file becomes a chunk of its own, fetched when a page first needs it. */
const files = import.meta.glob<Strings>('../../locales/*/*.json', { import: 'default' });

/** Loads the strings of `namespace` in `language`. */
export function loadStrings(language: string, namespace: string): Promise<Strings> {
  const load = files[`../../locales/${language}/${namespace}.json`];
  return load ? load() : Promise.reject(new Error(`No strings for ${language}/${namespace}.`));
}
