import { isAvatarUrl, profileErrorsFromServer, profileSchema } from './profile-schema';

const valid = {
  firstName: 'Marie',
  lastName: 'Tremblay',
  email: 'marie@example.com',
  phone: '',
  dateOfBirth: '',
  address: '',
  avatar: '',
};

describe('the profile form rules', () => {
  it('require first name, last name and email, and leave the rest optional', () => {
    expect(profileSchema.safeParse(valid).success).toBe(true);
    const result = profileSchema.safeParse({ ...valid, firstName: ' ', lastName: '', email: '' });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['firstName', 'firstNameRequired'],
      ['lastName', 'lastNameRequired'],
      ['email', 'emailRequired'],
    ]);
  });

  it('accept as avatar an http(s) address or an uploaded file, nothing else', () => {
    expect(isAvatarUrl('https://example.com/a.png')).toBe(true);
    expect(isAvatarUrl('http://example.com/a.png')).toBe(true);
    expect(isAvatarUrl('/uploads/3f2a.webp')).toBe(true);
    expect(isAvatarUrl('javascript:alert(1)')).toBe(false);
    expect(isAvatarUrl('photo.jpg')).toBe(false);
  });

  it('refuse a birth date in the future', () => {
    const result = profileSchema.safeParse({ ...valid, dateOfBirth: '2999-01-01' });
    expect(result.error?.issues[0]?.message).toBe('dateInvalid');
  });

  it('read the server’s field reasons as form messages, in the form’s order', () => {
    expect(
      Object.entries(
        profileErrorsFromServer({
          avatar: 'invalid-url',
          email: 'invalid-email',
          lastName: 'required',
          language: 'invalid-language',
          phone: 'something-new',
        }),
      ),
    ).toEqual([
      ['lastName', 'lastNameRequired'],
      ['email', 'emailInvalid'],
      ['phone', 'invalid'],
      ['avatar', 'avatarInvalid'],
    ]);
  });
});
