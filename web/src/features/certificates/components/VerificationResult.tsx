import { CircleAlert, CircleCheck, CircleHelp, CircleSlash, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Verification } from '../api/get-verification';

type Outcome = 'valid' | 'expired' | 'unknown' | 'withdrawn';

const looks: Record<Outcome, { icon: LucideIcon; frame: string; badge: string }> = {
  valid: {
    icon: CircleCheck,
    frame: 'border-green-300 bg-success-50',
    badge: 'bg-success-600 text-white',
  },
  expired: {
    icon: CircleAlert,
    frame: 'border-amber-300 bg-pending-50',
    badge: 'bg-pending-700 text-white',
  },
  unknown: {
    icon: CircleHelp,
    frame: 'border-slate-300 bg-slate-50',
    badge: 'bg-slate-700 text-white',
  },
  withdrawn: {
    icon: CircleSlash,
    frame: 'border-slate-300 bg-slate-50',
    badge: 'bg-slate-700 text-white',
  },
};

function outcomeOf(verification: Verification): Outcome {
  if (verification.found) return verification.certificate.status;
  return verification.withdrawn ? 'withdrawn' : 'unknown';
}

interface VerificationResultProps {
  credentialId: string;
  verification: Verification;
}

/**
 * Valid, expired, unknown or withdrawn (its holder deleted their account), said by colour, icon
 * and words, with the certificate's facts when it is found.
 */
export function VerificationResult({ credentialId, verification }: VerificationResultProps) {
  const { t } = useTranslation('certificates');
  const language = useLanguage();
  const outcome = outcomeOf(verification);
  const { icon: Icon, frame, badge } = looks[outcome];
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      data-testid="verification"
      data-status={outcome}
      className={`rounded-2xl border-2 p-5 sm:p-6 ${frame}`}
    >
      <div className="flex items-start gap-4">
        <span
          className={`inline-flex size-12 shrink-0 items-center justify-center rounded-full ${badge}`}
        >
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <div>
          <h2 id={headingId} className="text-2xl font-bold text-slate-900">
            {t(`verify.status.${outcome}`)}
          </h2>
          <p className="mt-1 text-slate-800">
            {outcome === 'unknown'
              ? t('verify.explain.unknown', { id: credentialId })
              : t(`verify.explain.${outcome}`)}
          </p>
        </div>
      </div>
      {verification.found && (
        <dl
          aria-label={t('verify.details')}
          className="mt-6 grid gap-x-6 gap-y-4 rounded-xl bg-white p-5 sm:grid-cols-2"
        >
          {[
            [t('verify.holder'), verification.certificate.holderName],
            [t('verify.course'), verification.certificate.courseTitle],
            ...(verification.certificate.instructor
              ? [[t('verify.instructor'), verification.certificate.instructor]]
              : []),
            [t('verify.issued'), formatCalendarDate(verification.certificate.issuedOn, language)],
            [
              t('verify.expires'),
              formatCalendarDate(verification.certificate.expiryDate, language),
            ],
            [t('verify.credential'), verification.certificate.credentialId],
          ].map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm font-medium text-slate-600">{label}</dt>
              <dd className="font-semibold break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
