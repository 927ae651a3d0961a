import { useTranslation } from 'react-i18next';
import { ExternalLink } from '@/components/ui/ExternalLink';
import { usePrivacyFacts } from '../api/get-privacy-facts';
import { LegalDocument } from '../components/LegalDocument';
import { LegalSection } from '../components/LegalSection';
import { Bullets, Paragraph, Rich, Subsection } from '../components/LegalText';
import { OfficerBlock } from '../components/OfficerBlock';
import { RetentionList } from '../components/RetentionList';

const SECTIONS = [
  'officer',
  'collect',
  'sharing',
  'outside',
  'retention',
  'cookies',
  'consent',
  'rights',
  'security',
  'changes',
] as const;

const COLLECTED = [
  'account',
  'bookings',
  'health',
  'payments',
  'documents',
  'certificates',
  'companies',
  'mails',
  'security',
] as const;

const RECIPIENTS = ['stripe', 'mail', 'employer', 'staff', 'nobody'] as const;

const RIGHTS = [
  'access',
  'rectification',
  'portability',
  'withdrawal',
  'erasure',
  'complaint',
] as const;

const CAI_WEBSITE = 'https://www.cai.gouv.qc.ca';

/**
 * /privacy: the privacy policy (Quebec's Law 25). The person in charge and the retention periods
 * come from the server's settings, so that the policy states what the product does.
 */
export default function PrivacyPage() {
  const { t } = useTranslation('legal');
  const facts = usePrivacyFacts();
  const section = (id: (typeof SECTIONS)[number]) => ({ id, title: t(`privacy.${id}.title`) });

  return (
    <LegalDocument
      title={t('privacy.title')}
      lead={t('privacy.lead')}
      sections={SECTIONS.map(section)}
    >
      <LegalSection {...section('officer')}>
        <Paragraph>{t('privacy.officer.text')}</Paragraph>
        <OfficerBlock facts={facts} />
      </LegalSection>

      <LegalSection {...section('collect')}>
        <Paragraph>{t('privacy.collect.intro')}</Paragraph>
        {COLLECTED.map((kind) => (
          <Subsection key={kind} title={t(`privacy.collect.${kind}.title`)}>
            {kind === 'payments' ? (
              <Bullets>
                {(['card', 'interac', 'cash'] as const).map((method) => (
                  <li key={method}>
                    <Rich i18nKey={`privacy.collect.payments.${method}`} />
                  </li>
                ))}
              </Bullets>
            ) : (
              <Paragraph>{t(`privacy.collect.${kind}.text`)}</Paragraph>
            )}
          </Subsection>
        ))}
      </LegalSection>

      <LegalSection {...section('sharing')}>
        <Paragraph>{t('privacy.sharing.intro')}</Paragraph>
        <Bullets>
          {RECIPIENTS.map((recipient) => (
            <li key={recipient}>
              <Rich i18nKey={`privacy.sharing.${recipient}`} />
            </li>
          ))}
        </Bullets>
      </LegalSection>

      <LegalSection {...section('outside')}>
        <Paragraph>{t('privacy.outside.where')}</Paragraph>
        <Paragraph>{t('privacy.outside.assessment')}</Paragraph>
      </LegalSection>

      <LegalSection {...section('retention')}>
        <Paragraph>{t('privacy.retention.intro')}</Paragraph>
        <RetentionList facts={facts} />
      </LegalSection>

      <LegalSection {...section('cookies')}>
        <Paragraph>
          <Rich i18nKey="privacy.cookies.text" />
        </Paragraph>
      </LegalSection>

      <LegalSection {...section('consent')}>
        {(['terms', 'news', 'withdraw', 'transactional'] as const).map((part) => (
          <Paragraph key={part}>{t(`privacy.consent.${part}`)}</Paragraph>
        ))}
      </LegalSection>

      <LegalSection {...section('rights')}>
        <Paragraph>
          <Rich i18nKey="privacy.rights.intro" />
        </Paragraph>
        <Bullets>
          {RIGHTS.map((right) => (
            <li key={right}>
              <Rich i18nKey={`privacy.rights.${right}`} />
            </li>
          ))}
        </Bullets>
        <address className="rounded-xl border border-surface-strong bg-surface p-4 text-sm text-slate-700 not-italic">
          <p className="font-semibold text-slate-900">{t('privacy.rights.cai.name')}</p>
          <p>{t('privacy.rights.cai.address')}</p>
          <p>{t('privacy.rights.cai.phone')}</p>
          <ExternalLink
            href={CAI_WEBSITE}
            className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
          >
            {t('privacy.rights.cai.website')}
          </ExternalLink>
        </address>
      </LegalSection>

      <LegalSection {...section('security')}>
        <Paragraph>{t('privacy.security.measures')}</Paragraph>
        <Paragraph>{t('privacy.security.incidents')}</Paragraph>
      </LegalSection>

      <LegalSection {...section('changes')}>
        <Paragraph>{t('privacy.changes.text')}</Paragraph>
      </LegalSection>
    </LegalDocument>
  );
}
