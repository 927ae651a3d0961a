import enAbout from '@/locales/en/about.json';
import enAdmin from '@/locales/en/admin.json';
import enAdminBookings from '@/locales/en/adminBookings.json';
import enAuth from '@/locales/en/auth.json';
import enBooking from '@/locales/en/booking.json';
import enBugReport from '@/locales/en/bugReport.json';
import enCertificates from '@/locales/en/certificates.json';
import enCommon from '@/locales/en/common.json';
import enCourses from '@/locales/en/courses.json';
import enDashboard from '@/locales/en/dashboard.json';
import enHome from '@/locales/en/home.json';
import enNotFound from '@/locales/en/notFound.json';
import enUnderConstruction from '@/locales/en/underConstruction.json';
import frAbout from '@/locales/fr/about.json';
import frAdmin from '@/locales/fr/admin.json';
import frAdminBookings from '@/locales/fr/adminBookings.json';
import frAuth from '@/locales/fr/auth.json';
import frBooking from '@/locales/fr/booking.json';
import frBugReport from '@/locales/fr/bugReport.json';
import frCertificates from '@/locales/fr/certificates.json';
import frCommon from '@/locales/fr/common.json';
import frCourses from '@/locales/fr/courses.json';
import frDashboard from '@/locales/fr/dashboard.json';
import frHome from '@/locales/fr/home.json';
import frNotFound from '@/locales/fr/notFound.json';
import frUnderConstruction from '@/locales/fr/underConstruction.json';

/** French is the reference: its shape types every `t()` key (see i18next.d.ts). */
export const fr = {
  about: frAbout,
  admin: frAdmin,
  adminBookings: frAdminBookings,
  auth: frAuth,
  booking: frBooking,
  bugReport: frBugReport,
  certificates: frCertificates,
  common: frCommon,
  courses: frCourses,
  dashboard: frDashboard,
  home: frHome,
  notFound: frNotFound,
  underConstruction: frUnderConstruction,
};

export const en: typeof fr = {
  about: enAbout,
  admin: enAdmin,
  adminBookings: enAdminBookings,
  auth: enAuth,
  booking: enBooking,
  bugReport: enBugReport,
  certificates: enCertificates,
  common: enCommon,
  courses: enCourses,
  dashboard: enDashboard,
  home: enHome,
  notFound: enNotFound,
  underConstruction: enUnderConstruction,
};

export const resources = { fr, en };
export const namespaces = Object.keys(fr) as (keyof typeof fr)[];
