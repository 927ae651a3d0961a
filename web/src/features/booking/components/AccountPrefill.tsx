import { useEffect } from 'react';
import type { UseFormGetValues, UseFormSetValue } from 'react-hook-form';
import { useAuth } from '@/lib/auth/auth-context';
import type { BookingFormInput } from '../schema';

interface AccountPrefillProps {
  getValues: UseFormGetValues<BookingFormInput>;
  setValue: UseFormSetValue<BookingFormInput>;
  onSignedIn: (signedIn: boolean) => void;
}

/**
 * Fills the form's empty fields with the signed-in user's details, and tells the form whether
 * someone is signed in. A component of its own so that reading the session (a visitor's included)
 * renders only this, not the whole form again: on a phone that render was the page's longest task.
 */
export function AccountPrefill({ getValues, setValue, onSignedIn }: AccountPrefillProps) {
  const { user } = useAuth();
  useEffect(() => {
    onSignedIn(Boolean(user));
    if (!user) return;
    const current = getValues();
    const fill = { firstName: user.firstName, lastName: user.lastName, email: user.email };
    for (const [name, value] of Object.entries(fill) as [keyof typeof fill, string][]) {
      if (!current[name] && value) setValue(name, value);
    }
    if (!current.phone && user.phone) setValue('phone', user.phone);
  }, [user, getValues, setValue, onSignedIn]);
  return null;
}
