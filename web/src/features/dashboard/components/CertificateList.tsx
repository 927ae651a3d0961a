import { Award, Download, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { useLanguage } from '@/lib/i18n/use-language';
import { certificatePdfUrl } from '../api/certificate-pdf';
import type { Certificate } from '../api/types';
import { SectionCard } from '@/components/ui/SectionCard';
import { EmptyState } from './EmptyState';

function CertificateItem({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
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
          {t('certificates.issued', { date: formatCalendarDate(certificate.issueDate, language) })}
        </p>
        <p className="text-sm text-slate-700">
          {t('certificates.credential')}{' '}
          <span data-testid="credential-id" className="font-mono text-slate-900">
            {certificate.credentialId}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a
          href={certificatePdfUrl(certificate.id, language)}
          download
          aria-label={t('certificates.downloadLabel', { title: certificate.title })}
          className={buttonClasses('secondary', 'sm')}
        >
          <Download aria-hidden="true" className="size-4" />
          {t('certificates.download')}
        </a>
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

/** The student's certificates, each with its PDF. */
export function CertificateList({ certificates }: { certificates: Certificate[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <SectionCard title={t('certificates.title')} icon={Award}>
      {certificates.length === 0 ? (
        <EmptyState title={t('certificates.empty')} hint={t('certificates.emptyHint')} />
      ) : (
        <ul className="space-y-3">
          {certificates.map((certificate) => (
            <CertificateItem key={certificate.id} certificate={certificate} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
