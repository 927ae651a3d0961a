import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import type { PersonFieldName } from '@/lib/forms/person-fields';

interface AccountPrefillProps {
  /** The form's person fields as they are now (react-hook-form's `getValues`). */
  getValues: () => Readonly<Record<PersonFieldName, string>>;
  /** Fills one of them (react-hook-form's `setValue`). */
  setValue: (name: PersonFieldName, value: string) => void;
  /** Told whether someone is signed in, each time that changes. */
  onSignedIn?: (signedIn: boolean) => void;
}

/**
 * Fills a form's empty person fields with the signed-in user's details (the booking's, a request
 * for a training at the employer's), and tells the form whether someone is signed in. A component
 * of its own so that reading the session (a visitor's included) renders only this, not the whole
 * form again: on a phone that render was the booking page's longest task.
 */
export function AccountPrefill({ getValues, setValue, onSignedIn }: AccountPrefillProps) {
  const { user } = useAuth();
  useEffect(() => {
    onSignedIn?.(Boolean(user));
    if (!user) return;
    const current = getValues();
    const fill = {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      phone: user.phone,
    };
    for (const [name, value] of Object.entries(fill) as [PersonFieldName, string][]) {
      if (!current[name] && value) setValue(name, value);
    }
  }, [user, getValues, setValue, onSignedIn]);
  return null;
}
