import { z } from 'zod';
import { ApiError } from '@/lib/api/api-error';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { isCalendarDate } from '@/lib/forms/rules';
import { messagesFromServer } from '@/lib/forms/server-errors';
import type { Resources } from '@/lib/i18n/resources';
import type { Incident, IncidentRequest } from './api/types';

/** Keys of admin:privacy.incidents.errors. */
export type IncidentErrorKey = keyof Resources['admin']['privacy']['incidents']['errors'];

/** The server's limits of the texts (characters). */
export const INCIDENT_TEXT_LIMITS = {
  description: 4000,
  peopleConcerned: 2000,
  dataConcerned: 2000,
  riskAssessment: 4000,
  measures: 4000,
} as const;

type TextField = keyof typeof INCIDENT_TEXT_LIMITS;

const message = (key: IncidentErrorKey) => ({ error: key });

const requiredText = (field: TextField) =>
  z
    .string()
    .trim()
    .min(1, message('required'))
    .max(INCIDENT_TEXT_LIMITS[field], message('tooLong'));

/** A day written YYYY-MM-DD, today or before (in Quebec); empty only when `optional`. */
function pastDate(today: string, optional: boolean) {
  return z.string().superRefine((value, context) => {
    if (value === '') {
      if (!optional) context.addIssue({ code: 'custom', message: 'dateRequired' });
    } else if (!isCalendarDate(value)) {
      context.addIssue({ code: 'custom', message: 'dateInvalid' });
    } else if (value > today) {
      context.addIssue({ code: 'custom', message: 'dateInFuture' });
    }
  });
}

/**
 * The form that records or corrects an entry of the register of confidentiality incidents: when
 * it happened and was discovered (the discovery not before the incident), what happened, to whom
 * and to which data, the risk of serious injury and how it was assessed, the measures taken, and
 * when the Commission d'accès à l'information and the people concerned were told (optional, not
 * before the discovery). No date may be after `today`, as the server says.
 */
export function incidentSchema(today: string = todayInQuebec()) {
  return z
    .object({
      occurredOn: pastDate(today, false),
      discoveredOn: pastDate(today, false),
      description: requiredText('description'),
      peopleConcerned: requiredText('peopleConcerned'),
      dataConcerned: requiredText('dataConcerned'),
      seriousRisk: z.boolean(),
      riskAssessment: requiredText('riskAssessment'),
      measures: z.string().trim().max(INCIDENT_TEXT_LIMITS.measures, message('tooLong')),
      commissionNotifiedOn: pastDate(today, true),
      peopleNotifiedOn: pastDate(today, true),
    })
    .superRefine((values, context) => {
      // Each order is checked only between dates that are right by themselves.
      const valid = (value: string) => isCalendarDate(value) && value <= today;
      const discovered = valid(values.discoveredOn) ? values.discoveredOn : null;
      if (discovered && valid(values.occurredOn) && discovered < values.occurredOn) {
        context.addIssue({ code: 'custom', path: ['discoveredOn'], message: 'beforeOccurrence' });
      }
      for (const name of ['commissionNotifiedOn', 'peopleNotifiedOn'] as const) {
        const notified = values[name];
        if (discovered && valid(notified) && notified < discovered) {
          context.addIssue({ code: 'custom', path: [name], message: 'beforeDiscovery' });
        }
      }
    });
}

export type IncidentInput = z.input<ReturnType<typeof incidentSchema>>;
export type IncidentValues = z.output<ReturnType<typeof incidentSchema>>;

/** The form's starting values: the incident's entry, or a new one discovered today. */
export function incidentDefaults(
  incident: Incident | null,
  today: string = todayInQuebec(),
): IncidentInput {
  if (!incident) {
    return {
      occurredOn: '',
      discoveredOn: today,
      description: '',
      peopleConcerned: '',
      dataConcerned: '',
      seriousRisk: false,
      riskAssessment: '',
      measures: '',
      commissionNotifiedOn: '',
      peopleNotifiedOn: '',
    };
  }
  return {
    occurredOn: incident.occurredOn,
    discoveredOn: incident.discoveredOn,
    description: incident.description,
    peopleConcerned: incident.peopleConcerned,
    dataConcerned: incident.dataConcerned,
    seriousRisk: incident.seriousRisk,
    riskAssessment: incident.riskAssessment,
    measures: incident.measures ?? '',
    commissionNotifiedOn: incident.commissionNotifiedOn ?? '',
    peopleNotifiedOn: incident.peopleNotifiedOn ?? '',
  };
}

/** The request the form sends: a notice not given yet is null. */
export function toIncidentRequest(values: IncidentValues): IncidentRequest {
  return {
    ...values,
    commissionNotifiedOn: values.commissionNotifiedOn || null,
    peopleNotifiedOn: values.peopleNotifiedOn || null,
  };
}

/** The form's fields in their order, named as the server names them. */
export const INCIDENT_FIELDS = [
  'occurredOn',
  'discoveredOn',
  'description',
  'peopleConcerned',
  'dataConcerned',
  'seriousRisk',
  'riskAssessment',
  'measures',
  'commissionNotifiedOn',
  'peopleNotifiedOn',
] as const satisfies readonly (keyof IncidentInput)[];

/** The dates' own message when one is missing. */
const dateRequired = {
  occurredOn: 'dateRequired',
  discoveredOn: 'dateRequired',
  commissionNotifiedOn: 'dateRequired',
  peopleNotifiedOn: 'dateRequired',
} as const;

const keyOfReason: Record<string, IncidentErrorKey> = {
  required: 'required',
  'too-long': 'tooLong',
  'invalid-date': 'dateInvalid',
  'before-occurrence': 'beforeOccurrence',
  'before-discovery': 'beforeDiscovery',
};

/** The form messages of a refused save, by field: the server's fields with their reasons. */
export function incidentErrorsFromServer(
  error: Error,
): Partial<Record<keyof IncidentInput, IncidentErrorKey>> {
  if (!(error instanceof ApiError)) return {};
  return messagesFromServer(error.fields, INCIDENT_FIELDS, {
    reasons: keyOfReason,
    required: dateRequired,
    fallback: 'invalid',
  });
}
