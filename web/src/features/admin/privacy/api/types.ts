import type { RequestBody, Schemas } from '@/lib/api/types';

/** A consent given, and withdrawn if it was (GET /api/admin/privacy/consents). */
export type Consent = Schemas['Consent'];
export type ConsentKind = Consent['kind'];
export const CONSENT_KINDS = ['terms', 'news'] as const satisfies readonly ConsentKind[];

/** An entry of the register of confidentiality incidents (GET /api/admin/privacy/incidents). */
export type Incident = Schemas['Incident'];

/** What the office records or corrects about an incident (POST, PUT). */
export type IncidentRequest = RequestBody<'/api/admin/privacy/incidents', 'post'>;

/** An office access to a person's data (GET /api/admin/privacy/audit). */
export type AuditEntry = Schemas['AuditEntry'];
