import { ApiError } from '@/lib/api/api-error';
import { makeAdminCourse } from '@/test/courses';
import { makeQuote, makeTrainingRequest } from '@/test/quotes';
import { quoteFormFromQuote, quoteFormFromRequest } from './quote-form-defaults';
import { blankQuoteForm, quoteFormSchema, type QuoteFormInput } from './quote-form-schema';
import { quoteErrorOutcome } from './quote-server-errors';

const today = '2026-11-20';
const valid: QuoteFormInput = {
  ...blankQuoteForm(today),
  company: { id: 7, name: 'Acme Québec inc.' },
  address: ' 12, rue Principale, Gatineau ',
  days: [
    { date: '2026-12-07', start: '08:30', end: '16:30' },
    { date: '2026-12-08', start: '08:30', end: '12:00' },
  ],
  lines: [
    {
      courseId: '4',
      description: 'Secourisme en milieu de travail',
      quantity: '12',
      unitPrice: '1 234,50',
    },
    { courseId: '', description: 'Frais de déplacement', quantity: '1', unitPrice: '150' },
  ],
  validUntil: '2026-12-20',
};

/** The message keys of the refused fields, by field. */
const problems = (input: Partial<QuoteFormInput>) =>
  Object.fromEntries(
    (quoteFormSchema(today).safeParse({ ...valid, ...input }).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('the quote form', () => {
  it('sends the request as the contract has it: cents, "HH:MM" hours, a line without a course without courseId', () => {
    expect(quoteFormSchema(today).parse({ ...valid, requestId: 31, contactEmail: ' ' })).toEqual({
      requestId: 31,
      companyId: 7,
      address: '12, rue Principale, Gatineau',
      language: 'fr',
      contactName: '',
      days: [
        { date: '2026-12-07', startsAt: '08:30', endsAt: '16:30' },
        { date: '2026-12-08', startsAt: '08:30', endsAt: '12:00' },
      ],
      lines: [
        {
          courseId: 4,
          description: 'Secourisme en milieu de travail',
          quantity: 12,
          unitPriceCents: 123_450,
        },
        { description: 'Frais de déplacement', quantity: 1, unitPriceCents: 15_000 },
      ],
      validUntil: '2026-12-20',
      notes: '',
    });
  });

  it('reads prices typed the English way and sends the contact typed', () => {
    const body = quoteFormSchema(today).parse({
      ...valid,
      contactName: 'Julie Roy',
      contactEmail: 'julie@acme.ca',
      lines: [{ courseId: '4', description: 'CPR', quantity: '3', unitPrice: '95.5' }],
    });
    expect(body.lines[0]?.unitPriceCents).toBe(9550);
    expect(body).toMatchObject({ contactName: 'Julie Roy', contactEmail: 'julie@acme.ca' });
    expect(body).not.toHaveProperty('requestId');
  });

  it('asks for the company, the address, a line for a course and a validity from today on', () => {
    expect(
      problems({
        company: null,
        address: ' ',
        lines: [{ courseId: '', description: 'Matériel', quantity: '1', unitPrice: '20' }],
        validUntil: '2026-11-19',
      }),
    ).toEqual({
      company: 'companyRequired',
      address: 'addressRequired',
      lines: 'courseRequired',
      validUntil: 'validUntilInPast',
    });
  });

  it('checks each line’s description, quantity and price', () => {
    expect(
      problems({
        lines: [
          { courseId: '4', description: '', quantity: '0', unitPrice: '' },
          { courseId: '', description: 'x'.repeat(201), quantity: '2,5', unitPrice: '12,345' },
          { courseId: '', description: 'Location', quantity: '1001', unitPrice: '1000000,01' },
        ],
      }),
    ).toEqual({
      'lines.0.description': 'descriptionRequired',
      'lines.0.quantity': 'quantityInvalid',
      'lines.0.unitPrice': 'priceRequired',
      'lines.1.description': 'descriptionTooLong',
      'lines.1.quantity': 'quantityInvalid',
      'lines.1.unitPrice': 'priceInvalid',
      'lines.2.quantity': 'quantityInvalid',
      'lines.2.unitPrice': 'priceTooLarge',
    });
  });

  it('refuses a first day already past, days out of order and a wrong email', () => {
    expect(
      problems({
        contactEmail: 'julie@',
        days: [
          { date: '2026-11-19', start: '09:00', end: '16:00' },
          { date: '2026-11-19', start: '09:00', end: '08:00' },
        ],
      }),
    ).toEqual({
      contactEmail: 'contactEmailInvalid',
      'days.0.date': 'dateInPast',
      'days.1.date': 'dayNotAfterPrevious',
      'days.1.end': 'endBeforeStart',
    });
  });

  it('prepares a quote from a request: its company, contact, and a line per course at its price', () => {
    const request = makeTrainingRequest({
      people: 14,
      courses: [
        { id: 4, title: 'Secourisme' },
        { id: 9, title: 'Gone' },
      ],
    });
    const courses = [
      makeAdminCourse({
        id: 4,
        priceCents: 12_550,
        title: { fr: 'Secourisme en milieu de travail', en: 'Workplace first aid' },
      }),
    ];
    const form = quoteFormFromRequest(request, courses, 'fr', today);
    expect(form).toMatchObject({
      requestId: request.id,
      company: { id: 7, name: 'Acme Québec inc.' },
      address: request.address,
      language: 'fr',
      contactName: 'Julie Roy',
      contactEmail: 'julie.roy@acme.example',
      days: [{ date: '', start: '', end: '' }],
      validUntil: '2026-12-20',
    });
    expect(form.lines).toEqual([
      {
        courseId: '4',
        description: 'Secourisme en milieu de travail',
        quantity: '14',
        unitPrice: '125,50',
      },
      { courseId: '9', description: 'Gone', quantity: '14', unitPrice: '' },
    ]);
    expect(
      quoteFormFromRequest({ ...request, companyId: null }, courses, 'en', today).company,
    ).toBeNull();
    expect(quoteFormFromRequest(request, courses, 'en', today).lines[0]?.unitPrice).toBe('125.50');
  });

  it('edits a draft on the Quebec clock, prices as the admin types them', () => {
    const form = quoteFormFromQuote(makeQuote(), 'fr');
    expect(form.days).toEqual([{ date: '2026-12-07', start: '08:30', end: '16:30' }]);
    expect(form.lines[0]).toEqual({
      courseId: '4',
      description: 'Secourisme en milieu de travail',
      quantity: '12',
      unitPrice: '125,50',
    });
    expect(form.lines[1]?.courseId).toBe('');
  });
});

describe('the server’s refusal of a quote', () => {
  const refusal = (fields: Record<string, string>, code = 'validation', status = 400) =>
    quoteErrorOutcome(new ApiError(status, code, code, fields));

  it('puts each reason on the field it names, days and lines included, in the form’s order', () => {
    const outcome = refusal({
      validUntil: 'in-the-past',
      'lines[1].unitPriceCents': 'out-of-range',
      lines: 'course-required',
      'days[0].startsAt': 'required',
      'lines[0].courseId': 'unknown-course',
      companyId: 'unknown-company',
      contactEmail: 'invalid-email',
    });
    expect(outcome.form).toBeNull();
    expect(Object.entries(outcome.fields)).toEqual([
      ['company', 'companyUnknown'],
      ['contactEmail', 'contactEmailInvalid'],
      ['days.0.start', 'startRequired'],
      ['lines', 'courseRequired'],
      ['lines.0.courseId', 'courseUnknown'],
      ['lines.1.unitPrice', 'priceTooLarge'],
      ['validUntil', 'validUntilInPast'],
    ]);
  });

  it('says what went wrong with the whole quote', () => {
    expect(refusal({ requestId: 'unknown-request' }).form).toBe('requestUnknown');
    expect(refusal({}, 'not-found', 404).form).toBe('notFound');
    expect(refusal({}, 'quote-not-draft', 409).form).toBe('notDraft');
    expect(refusal({ constructor: 'x' }).form).toBe('saveFailed');
    expect(quoteErrorOutcome(new Error('boom'))).toEqual({ fields: {}, form: 'saveFailed' });
  });
});
