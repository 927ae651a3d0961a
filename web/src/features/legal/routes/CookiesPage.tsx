import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../components/LegalDocument';
import { LegalSection } from '../components/LegalSection';
import { Bullets, Paragraph, Rich } from '../components/LegalText';

const SECTIONS = ['noTracker', 'stored', 'manage', 'more'] as const;

/** Everything the site and its server store in a browser: a new cookie or storage belongs here. */
const STORED = ['session', 'device', 'language', 'stripe'] as const;

const FACTS = ['kind', 'purpose', 'duration'] as const;

/** /cookies: every cookie and browser storage of the site, and that there is no tracker. */
export default function CookiesPage() {
  const { t } = useTranslation('legal');
  const section = (id: (typeof SECTIONS)[number]) => ({ id, title: t(`cookies.${id}.title`) });

  return (
    <LegalDocument
      title={t('cookies.title')}
      lead={t('cookies.lead')}
      sections={SECTIONS.map(section)}
    >
      <LegalSection {...section('noTracker')}>
        <Bullets>
          {(['analytics', 'advertising', 'thirdParty'] as const).map((none) => (
            <li key={none}>{t(`cookies.noTracker.${none}`)}</li>
          ))}
        </Bullets>
        <Paragraph>{t('cookies.noTracker.noBanner')}</Paragraph>
      </LegalSection>

      <LegalSection {...section('stored')}>
        <Paragraph>{t('cookies.stored.intro')}</Paragraph>
        <ul className="grid gap-4 xl:grid-cols-2">
          {STORED.map((item) => (
            <li key={item} className="rounded-xl border border-surface-strong bg-surface p-4">
              <h3 className="font-semibold text-slate-900">{t(`cookies.stored.${item}.name`)}</h3>
              <dl className="mt-3 space-y-3 text-sm">
                {FACTS.map((fact) => (
                  <div key={fact}>
                    <dt className="font-semibold text-slate-900">
                      {t(`cookies.stored.${fact}Label`)}
                    </dt>
                    <dd className="mt-0.5 leading-relaxed break-words text-slate-700">
                      {t(`cookies.stored.${item}.${fact}`)}
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </LegalSection>

      <LegalSection {...section('manage')}>
        <Paragraph>{t('cookies.manage.text')}</Paragraph>
      </LegalSection>

      <LegalSection {...section('more')}>
        <Paragraph>
          <Rich i18nKey="cookies.more.text" />
        </Paragraph>
      </LegalSection>
    </LegalDocument>
  );
}
