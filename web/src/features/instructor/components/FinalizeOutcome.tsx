import { Award, UserX } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusHeading } from '@/components/ui/FocusHeading';
import type { FinalizedRoster } from '../api/types';

interface FinalizeOutcomeProps {
  result: FinalizedRoster;
  /** The heading, focused when the roster has just been signed. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** What signing issued: each certificate with its number, and who got none, with why. */
export function FinalizeOutcome({ result, headingRef }: FinalizeOutcomeProps) {
  const { t } = useTranslation('instructor');
  const why = (person: FinalizedRoster['leftOut'][number]) => {
    if (person.reason === 'unpaid') return t('finalize.outcome.unpaid');
    if (person.reason === 'no-result') return t('finalize.outcome.noResult');
    return person.result
      ? t('finalize.outcome.notPassedWith', {
          result: t(`roster.resultChoice.${person.result}`),
        })
      : t('finalize.outcome.notPassed');
  };

  return (
    <section
      aria-labelledby="finalize-outcome"
      data-testid="finalize-outcome"
      className="space-y-4 rounded-2xl border border-green-200 bg-success-50 p-4 sm:p-5"
    >
      <FocusHeading
        id="finalize-outcome"
        ref={headingRef}
        className="text-lg font-bold text-slate-900"
      >
        {t('finalize.outcome.heading')}
      </FocusHeading>
      <div>
        <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
          <Award aria-hidden="true" className="size-4 text-success-600" />
          {t('finalize.outcome.certificates')}
        </h3>
        {result.certificates.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{t('finalize.outcome.noCertificate')}</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm" data-testid="certificates-issued">
            {result.certificates.map((certificate) => (
              <li key={certificate.bookingId} className="text-slate-900">
                {certificate.name} —{' '}
                <span className="font-mono font-semibold">{certificate.credentialId}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      {result.leftOut.length > 0 && (
        <div>
          <h3 className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
            <UserX aria-hidden="true" className="size-4 text-slate-600" />
            {t('finalize.outcome.leftOut')}
          </h3>
          <ul className="mt-1 space-y-1 text-sm" data-testid="left-out">
            {result.leftOut.map((person) => (
              <li key={person.bookingId} className="text-slate-900">
                {person.name.trim() || t('roster.unnamed')} — {why(person)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
