import { useTranslation } from 'react-i18next';
import { site } from '@/config/site';
import { LegalDocument } from '../components/LegalDocument';
import { LegalSection } from '../components/LegalSection';
import { Bullets, mailLink, Paragraph, phoneLink, Rich } from '../components/LegalText';

const SECTIONS = [
  'seller',
  'prices',
  'payment',
  'cancellation',
  'guarantee',
  'moves',
  'ourCancellation',
  'certificates',
  'companies',
  'privacy',
  'law',
] as const;

const contact = {
  values: { email: site.email, phone: site.phone },
  components: { mail: mailLink(site.email), phone: phoneLink(site.phoneHref) },
};

/** /terms: the terms of sale, as the booking, cancellation and refund rules of the site apply them. */
export default function TermsPage() {
  const { t } = useTranslation('legal');
  const { t: common } = useTranslation();
  const section = (id: (typeof SECTIONS)[number]) => ({ id, title: t(`terms.${id}.title`) });

  return (
    <LegalDocument title={t('terms.title')} lead={t('terms.lead')} sections={SECTIONS.map(section)}>
      <LegalSection {...section('seller')}>
        <Paragraph>
          <Rich
            i18nKey="terms.seller.text"
            values={{ ...contact.values, company: common('brand.name') }}
            components={contact.components}
          />
        </Paragraph>
      </LegalSection>

      <LegalSection {...section('prices')}>
        <Bullets>
          {(['currency', 'taxes', 'fixed'] as const).map((part) => (
            <li key={part}>{t(`terms.prices.${part}`)}</li>
          ))}
        </Bullets>
      </LegalSection>

      <LegalSection {...section('payment')}>
        <Paragraph>{t('terms.payment.intro')}</Paragraph>
        <Bullets>
          {(['card', 'interac', 'cash', 'invoice'] as const).map((method) => (
            <li key={method}>
              <Rich i18nKey={`terms.payment.${method}`} />
            </li>
          ))}
        </Bullets>
        <Paragraph>{t('terms.payment.receipt')}</Paragraph>
      </LegalSection>

      <LegalSection {...section('cancellation')}>
        <Paragraph>
          <Rich i18nKey="terms.cancellation.text" />
        </Paragraph>
        <Paragraph>{t('terms.cancellation.refundsIntro')}</Paragraph>
        <Bullets>
          {(['card', 'office', 'unpaid'] as const).map((paid) => (
            <li key={paid}>
              <Rich i18nKey={`terms.cancellation.${paid}`} />
            </li>
          ))}
        </Bullets>
        <Paragraph>{t('terms.cancellation.creditNote')}</Paragraph>
        <Paragraph>
          <Rich i18nKey="terms.cancellation.late" {...contact} />
        </Paragraph>
        <Paragraph>{t('terms.cancellation.onRequest')}</Paragraph>
      </LegalSection>

      {(['guarantee', 'moves', 'ourCancellation', 'certificates'] as const).map((id) => (
        <LegalSection key={id} {...section(id)}>
          <Paragraph>{t(`terms.${id}.text`)}</Paragraph>
        </LegalSection>
      ))}

      <LegalSection {...section('companies')}>
        <Bullets>
          {(['together', 'named', 'cancel', 'invoice', 'attendee'] as const).map((rule) => (
            <li key={rule}>{t(`terms.companies.${rule}`)}</li>
          ))}
        </Bullets>
      </LegalSection>

      <LegalSection {...section('privacy')}>
        <Paragraph>
          <Rich i18nKey="terms.privacy.text" />
        </Paragraph>
      </LegalSection>

      <LegalSection {...section('law')}>
        <Bullets>
          {(['governing', 'consumer', 'dispute', 'language'] as const).map((part) => (
            <li key={part}>{t(`terms.law.${part}`)}</li>
          ))}
        </Bullets>
      </LegalSection>
    </LegalDocument>
  );
}
