import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Student } from '../api/types';

/** Contact details and account facts. */
export function StudentProfile({ student }: { student: Student }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const none = t('student.none');
  const rows: [string, string][] = [
    [t('student.profile.email'), student.email || none],
    [t('student.profile.phone'), student.phone.trim() || none],
    [t('student.profile.address'), student.address.trim() || none],
    [
      t('student.profile.dateOfBirth'),
      student.dateOfBirth ? formatCalendarDate(student.dateOfBirth, language, 'medium') : none,
    ],
    [t('student.profile.language'), t(`student.profile.languages.${student.language}`)],
    [t('student.profile.joined'), formatQuebecDate(student.createdAt, language)],
  ];
  return (
    <SectionCard id="student-profile" title={t('student.profile.title')}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {label}
            </dt>
            <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
