import { emailFilterSchema } from './email-filter-schema';

const errorsOf = (email: string) => {
  const result = emailFilterSchema.safeParse({ email });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the filter by an address', () => {
  it('takes a whole address, trimmed, or nothing for everyone', () => {
    expect(emailFilterSchema.parse({ email: ' Marie@Example.com ' }).email).toBe(
      'Marie@Example.com',
    );
    expect(emailFilterSchema.parse({ email: '   ' }).email).toBe('');
  });

  it('refuses the start of an address: the server matches whole ones', () => {
    expect(errorsOf('marie')).toEqual(['emailInvalid']);
    expect(errorsOf('marie@')).toEqual(['emailInvalid']);
  });

  it('refuses an address longer than the server keeps', () => {
    expect(errorsOf(`${'a'.repeat(250)}@example.com`)).toEqual(['tooLong']);
  });
});
