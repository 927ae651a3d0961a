import { ApiError } from '@/lib/api/api-error';
import { addInstructorErrorFromServer, addInstructorSchema } from './add-instructor-schema';

const errorsOf = (email: string) => {
  const result = addInstructorSchema.safeParse({ email });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the form that adds an instructor', () => {
  it('sends the address trimmed', () => {
    expect(addInstructorSchema.parse({ email: '  isabelle@example.com ' })).toEqual({
      email: 'isabelle@example.com',
    });
  });

  it('asks for a valid address of at most 254 characters', () => {
    expect(errorsOf('')).toEqual(['emailRequired']);
    expect(errorsOf('   ')).toEqual(['emailRequired']);
    expect(errorsOf('isabelle')).toEqual(['emailInvalid']);
    expect(errorsOf(`${'a'.repeat(250)}@example.com`)).toEqual(['emailTooLong']);
  });

  it('says why the server refuses the account', () => {
    const refusal = (status: number, code: string, fields?: Record<string, string>) =>
      addInstructorErrorFromServer(new ApiError(status, code, code, fields));
    expect(refusal(404, 'no-account')).toBe('noAccount');
    expect(refusal(409, 'email-not-verified')).toBe('emailNotVerified');
    expect(refusal(409, 'office-account')).toBe('officeAccount');
    expect(refusal(409, 'already-instructor')).toBe('alreadyInstructor');
    expect(refusal(400, 'validation', { email: 'invalid-email' })).toBe('emailInvalid');
    expect(refusal(400, 'validation', { email: 'required' })).toBe('emailRequired');
    expect(refusal(400, 'validation', { email: 'too-long' })).toBe('emailTooLong');
  });

  it('leaves other failures to the form’s general message', () => {
    expect(addInstructorErrorFromServer(new ApiError(500, 'internal', 'internal'))).toBeNull();
    expect(addInstructorErrorFromServer(new ApiError(0, 'network-error', 'down'))).toBeNull();
    expect(addInstructorErrorFromServer(new Error('boom'))).toBeNull();
  });
});
