import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/PageHeader';
import { AuditSection } from '../components/AuditSection';
import { ConsentsSection } from '../components/ConsentsSection';
import { IncidentsSection } from '../components/IncidentsSection';
import {
  PRIVACY_SECTIONS,
  PrivacySectionNav,
  type PrivacySection,
} from '../components/PrivacySectionNav';
import { RetentionSection } from '../components/RetentionSection';

/** The address's section; the retention when it has none (or one the page does not know). */
const sectionOf = (value: string | null): PrivacySection =>
  PRIVACY_SECTIONS.find((section) => section === value) ?? 'retention';

/**
 * /admin/privacy: what Law 25 asks the company to keep, one section at a time (`?section=`, so
 * back and a shared link open it): the retention job's last run, the consents, the register of
 * confidentiality incidents and the audit trail of the office's accesses to personal information.
 */
export default function AdminPrivacyPage() {
  const { t } = useTranslation('admin');
  const [params] = useSearchParams();
  const section = sectionOf(params.get('section'));

  return (
    <div className="space-y-6">
      <PageHeader title={t('privacy.title')} lead={t('privacy.lead')} />
      <PrivacySectionNav current={section} />
      {section === 'retention' && <RetentionSection />}
      {section === 'consents' && <ConsentsSection />}
      {section === 'incidents' && <IncidentsSection />}
      {section === 'audit' && <AuditSection />}
    </div>
  );
}
