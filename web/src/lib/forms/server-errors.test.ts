import type { UseFormSetError } from 'react-hook-form';
import { showServerFieldErrors } from './server-errors';

type Form = { name: string; email: string; phone: string };

const calls = (setError: ReturnType<typeof vi.fn>) =>
  setError.mock.calls.map(([name, error, options]) => [name, error.message, options.shouldFocus]);

describe('showing the server’s field errors on a form', () => {
  it('puts each message on its field in the form’s order and focuses only the first', () => {
    const setError = vi.fn();
    const shown = showServerFieldErrors(
      setError as UseFormSetError<Form>,
      { phone: 'phoneInvalid', email: 'emailTaken' },
      ['name', 'email', 'phone'],
    );
    expect(shown).toBe(true);
    expect(calls(setError)).toEqual([
      ['email', 'emailTaken', true],
      ['phone', 'phoneInvalid', false],
    ]);
    expect(setError.mock.calls[0]?.[1]).toEqual({ type: 'server', message: 'emailTaken' });
  });

  it('follows the messages’ own order when the form gives none', () => {
    const setError = vi.fn();
    showServerFieldErrors(setError as UseFormSetError<Form>, { phone: 'a', name: 'b' });
    expect(calls(setError)).toEqual([
      ['phone', 'a', true],
      ['name', 'b', false],
    ]);
  });

  it('says so when the server named no field the form has', () => {
    const setError = vi.fn();
    expect(showServerFieldErrors(setError as UseFormSetError<Form>, {})).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
