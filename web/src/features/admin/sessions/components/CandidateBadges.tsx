import {
  BadgeCheck,
  Ban,
  CalendarCheck,
  CalendarX,
  Languages,
  Mail,
  CircleCheck,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatusPill, type StatusTone } from '@/components/ui/StatusPill';
import type { InstructorCandidate } from '../api/types';

const OFFER_TONE: Record<NonNullable<InstructorCandidate['offer']>, StatusTone> = {
  offered: 'pending',
  accepted: 'success',
  declined: 'neutral',
  taken: 'neutral',
};

interface CandidateBadgesProps {
  candidate: InstructorCandidate;
  /** The session's language, whose name the language badge says. */
  sessionLanguage: 'fr' | 'en';
}

/**
 * What the office weighs before offering a session to an instructor: free then or why not,
 * qualified for its course, teaches in its language, already teaches it, and the offer made.
 */
export function CandidateBadges({ candidate, sessionLanguage }: CandidateBadgesProps) {
  const { t } = useTranslation('adminBookings');
  const language = t(`sessions.form.languageNames.${sessionLanguage}`);
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {candidate.free ? (
        <StatusPill tone="success" icon={CalendarCheck} testId="candidate-free">
          {t('sessions.staffing.free')}
        </StatusPill>
      ) : (
        <StatusPill tone="pending" icon={CalendarX} testId="candidate-free">
          {t(`sessions.staffing.unavailable.${candidate.unavailableReason ?? 'other'}`)}
        </StatusPill>
      )}
      <StatusPill
        tone={candidate.qualified ? 'success' : 'danger'}
        icon={candidate.qualified ? BadgeCheck : Ban}
        testId="candidate-qualified"
      >
        {t(candidate.qualified ? 'sessions.staffing.qualified' : 'sessions.staffing.notQualified')}
      </StatusPill>
      <StatusPill
        tone={candidate.speaksLanguage ? 'success' : 'danger'}
        icon={Languages}
        testId="candidate-language"
      >
        {t(candidate.speaksLanguage ? 'sessions.staffing.speaks' : 'sessions.staffing.notSpeaks', {
          language,
        })}
      </StatusPill>
      {candidate.staffed && (
        <StatusPill tone="done" icon={CircleCheck} testId="candidate-staffed">
          {t('sessions.staffing.staffed')}
        </StatusPill>
      )}
      {candidate.offer && (
        <StatusPill tone={OFFER_TONE[candidate.offer]} icon={Mail} testId="candidate-offer">
          {t(`sessions.staffing.offer.${candidate.offer}`)}
        </StatusPill>
      )}
    </span>
  );
}
