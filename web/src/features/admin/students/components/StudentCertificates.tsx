import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { SectionCard } from '@/components/ui/SectionCard';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Certificate } from '../api/types';

/** Certificates issued to the student, each with a link to its public verification page. */
export function StudentCertificates({ certificates }: { certificates: readonly Certificate[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();

  const columns: DataColumn<Certificate>[] = [
    {
      key: 'name',
      header: t('student.certificates.name'),
      rowHeader: true,
      className: 'font-semibold text-slate-900',
      cell: (certificate) => certificate.title,
    },
    {
      key: 'issued',
      header: t('student.certificates.issued'),
      className: 'whitespace-nowrap',
      cell: (certificate) => formatCalendarDate(certificate.issuedOn, language, 'medium'),
    },
    {
      key: 'expires',
      header: t('student.certificates.expires'),
      className: 'whitespace-nowrap',
      cell: (certificate) => formatCalendarDate(certificate.expiryDate, language, 'medium'),
    },
    {
      key: 'credential',
      header: t('student.certificates.credential'),
      className: 'font-mono',
      cell: (certificate) => certificate.credentialId,
    },
    {
      key: 'status',
      header: t('student.certificates.status'),
      cell: (certificate) => (
        <span
          className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${
            certificate.status === 'valid'
              ? 'bg-success-50 text-success-600 ring-success-600/20'
              : 'bg-slate-100 text-slate-700 ring-slate-700/20'
          }`}
        >
          {t(`student.certificates.${certificate.status}`)}
        </span>
      ),
    },
    {
      key: 'verify',
      header: t('student.certificates.verify'),
      actions: true,
      hiddenHeader: true,
      cell: (certificate) => (
        <Link
          to={paths.verify(certificate.credentialId)}
          aria-label={t('student.certificates.verifyLabel', { id: certificate.credentialId })}
          className="inline-flex min-h-10 items-center gap-1 font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {t('student.certificates.verify')}
          <ShieldCheck aria-hidden="true" className="size-4" />
        </Link>
      ),
    },
  ];

  return (
    <SectionCard id="student-certificates" title={t('student.certificates.title')}>
      <DataTable
        framed={false}
        caption={t('student.certificates.caption')}
        rows={certificates}
        rowKey={(certificate) => certificate.id}
        columns={columns}
        empty={t('student.certificates.empty')}
        rowProps={() => ({ 'data-testid': 'student-certificate' })}
      />
    </SectionCard>
  );
}
