import { ApiError } from '@/lib/api/api-error';
import type { Incident } from './api/types';
import {
  incidentDefaults,
  incidentErrorsFromServer,
  incidentSchema,
  toIncidentRequest,
  type IncidentInput,
} from './incident-schema';

const today = '2026-11-26';

const valid: IncidentInput = {
  occurredOn: '2026-11-20',
  discoveredOn: '2026-11-21',
  description: 'Une liste de présence envoyée par courriel au mauvais groupe.',
  peopleConcerned: '14 participants de la séance du 20 novembre',
  dataConcerned: 'Noms et courriels',
  seriousRisk: false,
  riskAssessment: 'Renseignements peu sensibles, destinataires connus qui ont effacé le courriel.',
  measures: '',
  commissionNotifiedOn: '',
  peopleNotifiedOn: '',
};

const parse = (input: Partial<IncidentInput>) =>
  incidentSchema(today).safeParse({ ...valid, ...input });

/** The message keys of the refused fields, by field. */
const errorsOf = (input: Partial<IncidentInput>) => {
  const result = parse(input);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

const incident: Incident = {
  ...valid,
  id: 4,
  measures: 'Rappel de la marche à suivre.',
  seriousRisk: true,
  commissionNotifiedOn: '2026-11-22',
  peopleNotifiedOn: null,
  recordedAt: '2026-11-21T15:00:00Z',
  recordedBy: 'admin@example.com',
  updatedAt: '2026-11-22T15:00:00Z',
};

describe('the incident form', () => {
  it('accepts an incident described in full, its notices still to give', () => {
    expect(errorsOf({})).toEqual({});
  });

  it('asks for the two dates, the description, the people, the data and the risk assessed', () => {
    expect(
      errorsOf({
        occurredOn: '',
        discoveredOn: '',
        description: '   ',
        peopleConcerned: '',
        dataConcerned: '',
        riskAssessment: ' ',
      }),
    ).toEqual({
      occurredOn: 'dateRequired',
      discoveredOn: 'dateRequired',
      description: 'required',
      peopleConcerned: 'required',
      dataConcerned: 'required',
      riskAssessment: 'required',
    });
  });

  it('leaves the measures and the notices optional', () => {
    expect(errorsOf({ measures: '  ', commissionNotifiedOn: '', peopleNotifiedOn: '' })).toEqual(
      {},
    );
  });

  it('takes real days, today or before, never after', () => {
    expect(errorsOf({ occurredOn: today, discoveredOn: today })).toEqual({});
    expect(errorsOf({ discoveredOn: '2026-11-27' })).toEqual({ discoveredOn: 'dateInFuture' });
    expect(errorsOf({ occurredOn: '2026-02-30' })).toEqual({ occurredOn: 'dateInvalid' });
    expect(errorsOf({ commissionNotifiedOn: '2026-12-01' })).toEqual({
      commissionNotifiedOn: 'dateInFuture',
    });
    expect(errorsOf({ peopleNotifiedOn: 'demain' })).toEqual({ peopleNotifiedOn: 'dateInvalid' });
  });

  it('refuses a discovery before the incident, and a notice before the discovery', () => {
    expect(errorsOf({ occurredOn: '2026-11-22', discoveredOn: '2026-11-21' })).toEqual({
      discoveredOn: 'beforeOccurrence',
    });
    expect(
      errorsOf({ commissionNotifiedOn: '2026-11-20', peopleNotifiedOn: '2026-11-19' }),
    ).toEqual({
      commissionNotifiedOn: 'beforeDiscovery',
      peopleNotifiedOn: 'beforeDiscovery',
    });
    // Told the day it was discovered: in order.
    expect(errorsOf({ commissionNotifiedOn: '2026-11-21', peopleNotifiedOn: today })).toEqual({});
    // A wrong discovery date says so once, without blaming the notices.
    expect(errorsOf({ discoveredOn: '2026-13-01', commissionNotifiedOn: '2026-11-20' })).toEqual({
      discoveredOn: 'dateInvalid',
    });
  });

  it('keeps the texts within the server’s limits, trimmed', () => {
    expect(errorsOf({ description: 'x'.repeat(4000), peopleConcerned: 'x'.repeat(2000) })).toEqual(
      {},
    );
    expect(
      errorsOf({
        description: 'x'.repeat(4001),
        peopleConcerned: 'x'.repeat(2001),
        dataConcerned: 'x'.repeat(2001),
        riskAssessment: 'x'.repeat(4001),
        measures: 'x'.repeat(4001),
      }),
    ).toEqual({
      description: 'tooLong',
      peopleConcerned: 'tooLong',
      dataConcerned: 'tooLong',
      riskAssessment: 'tooLong',
      measures: 'tooLong',
    });
    expect(incidentSchema(today).parse({ ...valid, description: '  Fuite.  ' }).description).toBe(
      'Fuite.',
    );
  });

  it('starts a new entry discovered today, and an entry to correct from the register', () => {
    expect(incidentDefaults(null, today)).toMatchObject({
      occurredOn: '',
      discoveredOn: today,
      seriousRisk: false,
      commissionNotifiedOn: '',
    });
    expect(incidentDefaults(incident, today)).toEqual({
      ...valid,
      measures: 'Rappel de la marche à suivre.',
      seriousRisk: true,
      commissionNotifiedOn: '2026-11-22',
      peopleNotifiedOn: '',
    });
    // An entry of the register passes the form's rules as it is.
    expect(errorsOf(incidentDefaults(incident, today))).toEqual({});
  });

  it('sends a notice not given yet as null', () => {
    const values = incidentSchema(today).parse({ ...valid, commissionNotifiedOn: '2026-11-22' });
    expect(toIncidentRequest(values)).toEqual({
      ...valid,
      commissionNotifiedOn: '2026-11-22',
      peopleNotifiedOn: null,
    });
  });

  it('puts the server’s refusals on their fields', () => {
    const refused = new ApiError(400, 'validation', 'Invalid', {
      occurredOn: 'required',
      discoveredOn: 'before-occurrence',
      description: 'too-long',
      dataConcerned: 'required',
      seriousRisk: 'invalid-type',
      commissionNotifiedOn: 'invalid-date',
      peopleNotifiedOn: 'before-discovery',
      recordedBy: 'required',
    });
    expect(incidentErrorsFromServer(refused)).toEqual({
      occurredOn: 'dateRequired',
      discoveredOn: 'beforeOccurrence',
      description: 'tooLong',
      dataConcerned: 'required',
      seriousRisk: 'invalid',
      commissionNotifiedOn: 'dateInvalid',
      peopleNotifiedOn: 'beforeDiscovery',
    });
    expect(incidentErrorsFromServer(new ApiError(404, 'incident-not-found', 'Gone'))).toEqual({});
    expect(incidentErrorsFromServer(new Error('offline'))).toEqual({});
  });
});
