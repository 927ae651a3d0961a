import { makeInstructor } from '@/test/instructor';
import {
  emptyCredential,
  instructorProfileSchema,
  profileErrorsFromServer,
  profileFormValues,
  type ProfileFormInput,
} from './profile-schema';

const valid: ProfileFormInput = {
  languages: ['fr'],
  credentials: [{ body: 'Croix-Rouge', number: 'CR-42', expiresOn: '2027-06-30' }],
};

/** The message keys of the refused fields, by field. */
const errorsOf = (input: Partial<ProfileFormInput>) => {
  const result = instructorProfileSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
};

describe('the instructor’s profile form', () => {
  it('sends the languages in the site’s order and each number, trimmed', () => {
    expect(
      instructorProfileSchema.parse({
        languages: ['en', 'fr'],
        credentials: [
          { body: ' Croix-Rouge ', number: ' CR-42 ', expiresOn: '2027-06-30' },
          { body: 'Ambulance Saint-Jean', number: 'ASJ-7', expiresOn: '' },
        ],
      }),
    ).toEqual({
      languages: ['fr', 'en'],
      credentials: [
        { body: 'Croix-Rouge', number: 'CR-42', expiresOn: '2027-06-30' },
        { body: 'Ambulance Saint-Jean', number: 'ASJ-7', expiresOn: null },
      ],
    });
  });

  it('takes no instructor number at all', () => {
    expect(instructorProfileSchema.parse({ languages: ['en'], credentials: [] })).toEqual({
      languages: ['en'],
      credentials: [],
    });
  });

  it('asks for one language at least', () => {
    expect(errorsOf({ languages: [] })).toEqual({ languages: 'languagesRequired' });
  });

  it('asks each number for its body and number, within the server’s lengths', () => {
    expect(errorsOf({ credentials: [{ ...emptyCredential }] })).toEqual({
      'credentials.0.body': 'bodyRequired',
      'credentials.0.number': 'numberRequired',
    });
    expect(
      errorsOf({
        credentials: [
          valid.credentials[0]!,
          { body: 'x'.repeat(121), number: 'y'.repeat(61), expiresOn: '' },
        ],
      }),
    ).toEqual({ 'credentials.1.body': 'tooLong', 'credentials.1.number': 'tooLong' });
    expect(
      errorsOf({ credentials: [{ body: 'x'.repeat(120), number: 'y'.repeat(60), expiresOn: '' }] }),
    ).toEqual({});
  });

  it('takes a real day as expiry date, or none', () => {
    for (const expiresOn of ['2027-02-30', '30/06/2027', 'bientôt']) {
      expect({
        expiresOn,
        errors: errorsOf({ credentials: [{ ...valid.credentials[0]!, expiresOn }] }),
      }).toEqual({
        expiresOn,
        errors: { 'credentials.0.expiresOn': 'dateInvalid' },
      });
    }
  });

  it('keeps 10 numbers at most', () => {
    const numbers = (count: number) => Array.from({ length: count }, () => valid.credentials[0]!);
    expect(errorsOf({ credentials: numbers(10) })).toEqual({});
    expect(errorsOf({ credentials: numbers(11) })).toEqual({ credentials: 'tooManyCredentials' });
  });

  it('starts from the profile as the server has it', () => {
    expect(
      profileFormValues(
        makeInstructor({
          languages: ['fr', 'en'],
          credentials: [{ body: 'Croix-Rouge', number: 'CR-42', expiresOn: null }],
        }),
      ),
    ).toEqual({
      languages: ['fr', 'en'],
      credentials: [{ body: 'Croix-Rouge', number: 'CR-42', expiresOn: '' }],
    });
  });

  it('puts the server’s refusals on their fields, the languages first, then row by row', () => {
    expect(
      Object.entries(
        profileErrorsFromServer({
          'credentials.1.number': 'required',
          'credentials.0.expiresOn': 'invalid-date',
          'credentials.1.body': 'too-long',
          'credentials.0.body': 'invalid-type',
          languages: 'invalid-language',
          credentials: 'too-many',
          signature: 'required',
        }),
      ),
    ).toEqual([
      ['languages', 'languagesInvalid'],
      ['credentials', 'tooManyCredentials'],
      ['credentials.0.body', 'invalid'],
      ['credentials.0.expiresOn', 'dateInvalid'],
      ['credentials.1.body', 'tooLong'],
      ['credentials.1.number', 'numberRequired'],
    ]);
    expect(profileErrorsFromServer({ languages: 'required' })).toEqual({
      languages: 'languagesRequired',
    });
  });
});
