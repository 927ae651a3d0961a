import { ApiError } from '@/lib/api/api-error';
import { makeInstructor } from '@/test/instructors';
import {
  instructorDefaults,
  instructorErrorsFromServer,
  instructorSchema,
  type InstructorInput,
} from './instructor-schema';

const credential = { body: 'Croix-Rouge', number: 'CR-001', expiresOn: '' };
const valid: InstructorInput = { languages: ['fr'], credentials: [credential] };

/** The message keys of the refused fields, by field. */
const errorsOf = (input: Partial<InstructorInput>) => {
  const result = instructorSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('the instructor form', () => {
  it('sends the languages in their order and each number trimmed, no expiry as null', () => {
    expect(
      instructorSchema.parse({
        languages: ['en', 'fr'],
        credentials: [
          { body: ' Croix-Rouge ', number: ' CR-001 ', expiresOn: '' },
          { body: 'Fondation des maladies du cœur', number: 'FMC-9', expiresOn: '2027-06-30' },
        ],
      }),
    ).toEqual({
      languages: ['fr', 'en'],
      credentials: [
        { body: 'Croix-Rouge', number: 'CR-001', expiresOn: null },
        { body: 'Fondation des maladies du cœur', number: 'FMC-9', expiresOn: '2027-06-30' },
      ],
    });
  });

  it('takes an instructor without any number', () => {
    expect(instructorSchema.parse({ languages: ['en'], credentials: [] })).toEqual({
      languages: ['en'],
      credentials: [],
    });
  });

  it('asks for at least one language', () => {
    expect(errorsOf({ languages: [] })).toEqual({ languages: 'languagesRequired' });
  });

  it('asks for each number’s body and number, within the server’s lengths', () => {
    expect(
      errorsOf({
        credentials: [
          { body: ' ', number: '', expiresOn: '' },
          { body: 'x'.repeat(121), number: 'y'.repeat(61), expiresOn: '' },
          { body: 'x'.repeat(120), number: 'y'.repeat(60), expiresOn: '' },
        ],
      }),
    ).toEqual({
      'credentials.0.body': 'bodyRequired',
      'credentials.0.number': 'numberRequired',
      'credentials.1.body': 'bodyTooLong',
      'credentials.1.number': 'numberTooLong',
    });
  });

  it('takes an expiry that is a real day, or none', () => {
    expect(errorsOf({ credentials: [{ ...credential, expiresOn: '2027-02-30' }] })).toEqual({
      'credentials.0.expiresOn': 'dateInvalid',
    });
    expect(errorsOf({ credentials: [{ ...credential, expiresOn: 'demain' }] })).toEqual({
      'credentials.0.expiresOn': 'dateInvalid',
    });
  });

  it('takes at most 10 numbers', () => {
    expect(errorsOf({ credentials: Array.from({ length: 10 }, () => credential) })).toEqual({});
    expect(errorsOf({ credentials: Array.from({ length: 11 }, () => credential) })).toEqual({
      credentials: 'tooManyCredentials',
    });
  });

  it('starts from the instructor’s languages and numbers, no expiry as empty', () => {
    expect(
      instructorDefaults(
        makeInstructor({
          languages: ['en'],
          credentials: [
            { body: 'Croix-Rouge', number: 'CR-001', expiresOn: null },
            { body: 'FMC', number: 'FMC-9', expiresOn: '2027-06-30' },
          ],
        }),
      ),
    ).toEqual({
      languages: ['en'],
      credentials: [
        { body: 'Croix-Rouge', number: 'CR-001', expiresOn: '' },
        { body: 'FMC', number: 'FMC-9', expiresOn: '2027-06-30' },
      ],
    });
  });

  it('puts the server’s refusals on the fields they name', () => {
    const refusal = (fields: Record<string, string>) =>
      instructorErrorsFromServer(new ApiError(400, 'validation', 'validation', fields));
    expect(
      refusal({
        languages: 'required',
        'credentials.1.number': 'too-long',
        'credentials[0].body': 'required',
        'credentials.2.expiresOn': 'invalid-date',
        unknown: 'invalid',
      }),
    ).toEqual({
      languages: 'languagesRequired',
      'credentials.1.number': 'numberTooLong',
      'credentials.0.body': 'bodyRequired',
      'credentials.2.expiresOn': 'dateInvalid',
    });
    expect(refusal({ languages: 'invalid-choice', credentials: 'too-many' })).toEqual({
      languages: 'languagesInvalid',
      credentials: 'tooManyCredentials',
    });
    expect(instructorErrorsFromServer(new Error('boom'))).toEqual({});
  });
});
