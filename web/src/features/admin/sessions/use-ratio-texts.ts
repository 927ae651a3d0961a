import { useTranslation } from 'react-i18next';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import { seatsAllowed } from './instructor-ratio';

/**
 * What the session forms say of the course's participants per instructor, for the instructors
 * checked: the hint under the capacity ("12 participants par formateur : au plus 24 places avec
 * 2 formateurs."; none without a ratio), and the message of a capacity above it.
 */
export function useRatioTexts(ratio: number | null, instructors: number) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  if (ratio === null) {
    return { hint: undefined, aboveRatio: t('sessions.errors.aboveInstructorRatioUnknown') };
  }
  const perInstructor = t('sessions.ratio.perInstructor', {
    count: ratio,
    ratio: formatWholeNumber(ratio, language),
  });
  if (instructors === 0) {
    return {
      hint: t('sessions.ratio.hintNone', { perInstructor }),
      aboveRatio: t('sessions.errors.aboveInstructorRatioNone', { perInstructor }),
    };
  }
  const seats = seatsAllowed(ratio, instructors);
  const parts = {
    perInstructor,
    seats: t('sessions.ratio.seats', { count: seats, seats: formatWholeNumber(seats, language) }),
    instructors: t('sessions.ratio.instructors', {
      count: instructors,
      instructors: formatWholeNumber(instructors, language),
    }),
  };
  return {
    hint: t('sessions.ratio.hint', parts),
    aboveRatio: t('sessions.errors.aboveInstructorRatio', parts),
  };
}
