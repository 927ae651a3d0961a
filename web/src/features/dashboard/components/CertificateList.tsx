import { Award, CalendarClock, RefreshCw, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { DownloadLink } from '@/components/ui/DownloadLink';
import { SectionCard } from '@/components/ui/SectionCard';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { todayInQuebec } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { certificatePdfUrl } from '../api/certificate-pdf';
import type { Certificate } from '../api/types';
import { expiresSoon } from '../renewal';

function CertificateItem({ certificate, today }: { certificate: Certificate; today: string }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const expiry = formatCalendarDate(certificate.expiryDate, language);
  const soon = expiresSoon(certificate, today);
  // The course that renews it, when there is one: urged once soon, discreetly offered before.
  const renewalPath =
    certificate.renewalCourseId === null
      ? null
      : paths.booking(String(certificate.renewalCourseId));
  return (
    <li data-testid="certificate" className="space-y-3 rounded-xl border border-slate-200 p-4">
      <div>
        <h3 className="font-bold text-slate-900">
          {certificate.title}
          {certificate.status === 'expired' && (
            <span className="ml-2 rounded-full bg-pending-50 px-2 py-0.5 align-middle text-xs font-semibold text-pending-700">
              {t('certificates.expired')}
            </span>
          )}
        </h3>
        <p className="text-sm text-slate-700">
          {t('certificates.issued', { date: formatCalendarDate(certificate.issuedOn, language) })}
        </p>
        <p
          data-testid="certificate-expiry"
          className={`text-sm ${soon ? 'font-semibold text-pending-700' : 'text-slate-700'}`}
        >
          {soon && <CalendarClock aria-hidden="true" className="mr-1 inline size-4 align-[-3px]" />}
          {certificate.status === 'expired'
            ? t('certificates.expiredOn', { date: expiry })
            : t('certificates.expiresOn', { date: expiry })}
          {renewalPath && !soon && (
            <>
              <span aria-hidden="true"> · </span>
              <Link
                to={renewalPath}
                aria-label={t('certificates.renewLaterLabel', { title: certificate.title })}
                className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t('certificates.renewLater')}
              </Link>
            </>
          )}
        </p>
        {certificate.instructor && (
          <p data-testid="certificate-instructor" className="text-sm text-slate-700">
            {t('certificates.instructor', { instructor: certificate.instructor })}
          </p>
        )}
        <p className="text-sm text-slate-700">
          {t('certificates.credential')}{' '}
          <span data-testid="credential-id" className="font-mono text-slate-900">
            {certificate.credentialId}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {renewalPath && soon && (
          <Link
            to={renewalPath}
            aria-label={t('certificates.renewLabel', { title: certificate.title })}
            className={buttonClasses('primary', 'sm')}
          >
            <RefreshCw aria-hidden="true" className="size-4" />
            {t('certificates.renew')}
          </Link>
        )}
        <DownloadLink
          href={certificatePdfUrl(certificate.id, language)}
          text={t('certificates.download')}
          label={t('certificates.downloadLabel', { title: certificate.title })}
          className={buttonClasses('secondary', 'sm')}
        />
        <Link
          to={paths.verify(certificate.credentialId)}
          aria-label={t('certificates.verifyLabel', { title: certificate.title })}
          className={buttonClasses('ghost', 'sm')}
        >
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('certificates.verify')}
        </Link>
      </div>
    </li>
  );
}

/**
 * The student's certificates, each with its PDF, its expiry and, when a course renews it, the
 * way to book that course: prominent from 90 days before the expiry, discreet before.
 */
export function CertificateList({ certificates }: { certificates: Certificate[] }) {
  const { t } = useTranslation('dashboard');
  const today = todayInQuebec();
  return (
    <SectionCard title={t('certificates.title')} icon={Award}>
      {certificates.length === 0 ? (
        <EmptyState title={t('certificates.empty')} hint={t('certificates.emptyHint')} />
      ) : (
        <ul className="space-y-3">
          {certificates.map((certificate) => (
            <CertificateItem key={certificate.id} certificate={certificate} today={today} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
