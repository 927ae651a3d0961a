import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Certificate } from '../api/types';
import { formatDay } from '../format-day';
import { cellClass, headerClass, Section } from './Section';

/** Certificates issued to the student, each with a link to its public verification page. */
export function StudentCertificates({ certificates }: { certificates: readonly Certificate[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  return (
    <Section id="student-certificates" title={t('student.certificates.title')}>
      {certificates.length === 0 ? (
        <p className="text-slate-600">{t('student.certificates.empty')}</p>
      ) : (
        <div
          role="region"
          aria-labelledby="student-certificates-caption"
          tabIndex={0}
          className="-mx-2 overflow-x-auto"
        >
          <table className="w-full min-w-[44rem] border-collapse">
            <caption id="student-certificates-caption" className="sr-only">
              {t('student.certificates.caption')}
            </caption>
            <thead className="border-b border-surface-strong">
              <tr>
                <th scope="col" className={headerClass}>
                  {t('student.certificates.name')}
                </th>
                <th scope="col" className={headerClass}>
                  {t('student.certificates.issued')}
                </th>
                <th scope="col" className={headerClass}>
                  {t('student.certificates.expires')}
                </th>
                <th scope="col" className={headerClass}>
                  {t('student.certificates.credential')}
                </th>
                <th scope="col" className={headerClass}>
                  {t('student.certificates.status')}
                </th>
                <th scope="col" className={headerClass}>
                  <span className="sr-only">{t('student.certificates.verify')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-surface-strong">
              {certificates.map((certificate) => (
                <tr key={certificate.id} data-testid="student-certificate">
                  <th scope="row" className={`${cellClass} text-left font-semibold text-slate-900`}>
                    {certificate.title}
                  </th>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {formatDay(certificate.issueDate, language)}
                  </td>
                  <td className={`${cellClass} whitespace-nowrap`}>
                    {formatDay(certificate.expiryDate, language)}
                  </td>
                  <td className={`${cellClass} font-mono whitespace-nowrap`}>
                    {certificate.credentialId}
                  </td>
                  <td className={cellClass}>
                    <span
                      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
                        certificate.status === 'valid'
                          ? 'bg-success-50 text-success-600 ring-success-600/20'
                          : 'bg-slate-100 text-slate-700 ring-slate-700/20'
                      }`}
                    >
                      {t(`student.certificates.${certificate.status}`)}
                    </span>
                  </td>
                  <td className={`${cellClass} text-right`}>
                    <Link
                      to={paths.verify(certificate.credentialId)}
                      aria-label={t('student.certificates.verifyLabel', {
                        id: certificate.credentialId,
                      })}
                      className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800"
                    >
                      {t('student.certificates.verify')}
                      <ShieldCheck aria-hidden="true" className="size-4" />
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
