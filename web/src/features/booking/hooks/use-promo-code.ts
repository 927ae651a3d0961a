import { useCallback, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { checkPromoCode } from '../api/check-promo-code';
import type { AppliedPromoCode } from '../promo-price';
import type { BookingErrorKey, BookingFormInput, BookingFormValues } from '../schema';
import { promoCheckErrorKey } from '../server-errors';

type BookingFormMethods = Pick<
  UseFormReturn<BookingFormInput, unknown, BookingFormValues>,
  'getValues' | 'setValue' | 'setError' | 'clearErrors' | 'setFocus'
>;

/** The email is sent with the code only when it is one: the server would refuse the check. */
const emailRule = z.email();

/**
 * The booking form's promo code: checked by the server for the chosen course (and the email
 * typed, which may have used it already), then applied; removed; checked again when the course
 * changes; dropped when the booking refuses it. A refusal is the field's error. `onChange` hears
 * of each change of the code applied: a booking held for a card payment no longer has its price.
 */
export function usePromoCode(form: BookingFormMethods, onChange: () => void) {
  const { getValues, setValue, setError, clearErrors, setFocus } = form;
  const [applied, setApplied] = useState<AppliedPromoCode | null>(null);
  const [checking, setChecking] = useState(false);
  // Read by the callbacks, which stay the same from render to render (the form's sections are
  // memoized on them).
  const current = useRef<{ applied: AppliedPromoCode | null; check: number; checking: boolean }>({
    applied: null,
    check: 0,
    checking: false,
  });

  const change = useCallback(
    (code: AppliedPromoCode | null) => {
      current.current.applied = code;
      setApplied(code);
      onChange();
    },
    [onChange],
  );

  /** Forgets the check under way, if any: its answer will be ignored. */
  const stopChecking = useCallback(() => {
    current.current.check += 1;
    current.current.checking = false;
    setChecking(false);
  }, []);

  /** Checks the code typed for the chosen course; `focus`: a refusal takes the focus. */
  const check = useCallback(
    async (focus: boolean) => {
      const code = getValues('promoCode').trim();
      const courseId = Number(getValues('courseId'));
      const refuse = (key: BookingErrorKey) =>
        setError('promoCode', { type: 'server', message: key }, { shouldFocus: focus });
      clearErrors('promoCode');
      if (!code) return refuse('promoCodeRequired');
      if (!courseId) return refuse('promoCodeNoCourse');
      const email = getValues('email').trim();
      const id = ++current.current.check;
      current.current.checking = true;
      setChecking(true);
      try {
        const price = await checkPromoCode({
          code,
          courseId,
          ...(emailRule.safeParse(email).success ? { email } : {}),
        });
        if (id !== current.current.check) return;
        setValue('promoCode', price.code);
        change({ ...price, courseId });
      } catch (error) {
        if (id !== current.current.check) return;
        if (current.current.applied) change(null);
        refuse(promoCheckErrorKey(error));
      } finally {
        if (id === current.current.check) {
          current.current.checking = false;
          setChecking(false);
        }
      }
    },
    [getValues, setValue, setError, clearErrors, change],
  );

  /** The Apply button. */
  const apply = useCallback(() => void check(true), [check]);

  /** The Remove button: the course's own price again, and the field empty and focused. */
  const remove = useCallback(() => {
    stopChecking();
    change(null);
    setValue('promoCode', '');
    clearErrors('promoCode');
    setFocus('promoCode');
  }, [stopChecking, change, setValue, clearErrors, setFocus]);

  /** Another course was chosen: the code applied (or being checked) is checked for it. */
  const recheck = useCallback(() => {
    if (current.current.applied || current.current.checking) void check(false);
  }, [check]);

  /** The booking refused the code: its price no longer applies; the field keeps what was typed. */
  const drop = useCallback(() => {
    stopChecking();
    change(null);
  }, [stopChecking, change]);

  return { applied, checking, apply, remove, recheck, drop };
}
