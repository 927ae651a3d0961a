import { ApiError } from '@/lib/api/api-error';
import { deleteAccountErrorOutcome, deleteAccountSchema } from './delete-account-schema';

describe('the deletion’s confirmation', () => {
  it('requires a password and keeps it as typed', () => {
    expect(
      deleteAccountSchema.safeParse({ password: '', keepCertificatesVerifiable: false }).error
        ?.issues[0]?.message,
    ).toBe('passwordRequired');
    expect(
      deleteAccountSchema.parse({ password: ' secret ', keepCertificatesVerifiable: true }),
    ).toEqual({ password: ' secret ', keepCertificatesVerifiable: true });
  });

  it('puts each refusal where the person will read it', () => {
    expect(deleteAccountErrorOutcome(new ApiError(403, 'wrong-password', ''))).toEqual({
      password: 'wrongPassword',
    });
    expect(deleteAccountErrorOutcome(new ApiError(403, 'office-account', ''))).toEqual({
      form: 'officeAccount',
    });
    expect(deleteAccountErrorOutcome(new ApiError(429, 'rate-limited', '', {}, 60))).toEqual({
      form: 'rateLimited',
    });
    expect(
      deleteAccountErrorOutcome(new ApiError(400, 'validation', '', { password: 'required' })),
    ).toEqual({ password: 'passwordRequired' });
    expect(deleteAccountErrorOutcome(new ApiError(0, 'network-error', ''))).toEqual({
      form: 'failed',
    });
    expect(deleteAccountErrorOutcome(new Error('boom'))).toEqual({ form: 'failed' });
  });
});
