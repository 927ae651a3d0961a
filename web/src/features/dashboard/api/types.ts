import type { RequestBody, ResponseBody, Schemas } from '@/lib/api/types';

/** GET /api/me/dashboard: the four tiles, the enrolled courses and the certificates. */
export type Dashboard = Schemas['Dashboard'];
export type DashboardStats = Dashboard['stats'];
/** One enrolled course; its `id` is the enrollment's. */
export type EnrolledCourse = Schemas['EnrolledCourse'];
export type Certificate = Schemas['Certificate'];
/** One of the student's bookings (GET /api/me/bookings), whatever its state. */
export type MyBooking = Schemas['Booking'];

/** One lesson of an enrolled course, in the student's language (GET …/lessons). */
export type Lesson = ResponseBody<'/api/me/enrollments/{id}/lessons'>['lessons'][number];

/** What the profile modal sends (PATCH /api/me). */
export type ProfileRequest = Schemas['ProfileRequest'];

/** What deleting the account keeps, as tax law requires (GET /api/me/deletion). */
export type DeletionSummary = ResponseBody<'/api/me/deletion'>;

/** The consents: news and reminders mailed now or not, and every consent given, newest first. */
export type MyConsents = ResponseBody<'/api/me/consents'>;
export type Consent = Schemas['Consent'];

/** What giving or withdrawing the news and reminders sends (PUT /api/me/consents/news). */
export type NewsConsentRequest = RequestBody<'/api/me/consents/news', 'put'>;
export type NewsConsentState = ResponseBody<'/api/me/consents/news', 'put'>;

/**
 * What the deletion sends (DELETE /api/me): the password that confirms it, and whether the
 * certificates stay verifiable by their number.
 */
export type DeleteAccountRequest = RequestBody<'/api/me', 'delete'>;
