import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/LoadError';
import { Alert } from '@/components/ui/Alert';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SectionCard } from '@/components/ui/SectionCard';
import { Spinner } from '@/components/ui/Spinner';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { useConsents } from '../api/get-consents';
import type { Consent } from '../api/types';
import { useUpdateNewsConsent } from '../api/update-news-consent';

/** When the consent in force was given: the newest news consent not withdrawn (newest first). */
const givenAt = (history: readonly Consent[]) =>
  history.find((consent) => consent.kind === 'news' && consent.withdrawnAt === null)?.givenAt;

/**
 * News and renewal reminders (CASL): whether they are mailed now, and the box that gives or
 * withdraws the consent at once, with the same wording as the booking form's and sign-up's.
 */
export function NewsConsentSection() {
  const { t } = useTranslation('dashboard');
  const language = useLanguage();
  const consents = useConsents();
  const update = useUpdateNewsConsent();
  // The choice made, shown from the click itself until the server answers: the mutation's own state
  // arrives a render later, and the box would flicker back meanwhile (a test once read it then).
  const [chosen, setChosen] = useState<boolean | null>(null);

  let content;
  if (consents.isPending) {
    content = <Spinner label={t('newsConsent.loading')} />;
  } else if (consents.isError) {
    content = (
      <LoadError
        message={t('newsConsent.loadError')}
        retryLabel={t('newsConsent.retry')}
        onRetry={() => void consents.refetch()}
        retrying={consents.isFetching}
      />
    );
  } else {
    const { news, history } = consents.data;
    const since = news ? givenAt(history) : undefined;
    // While saving, the box already shows the choice made.
    const checked = chosen ?? news;
    content = (
      <>
        <p className="text-sm font-medium text-slate-900" data-testid="news-consent-state">
          {!news
            ? t('newsConsent.off')
            : since
              ? t('newsConsent.on', { date: formatQuebecDate(since, language) })
              : t('newsConsent.onNoDate')}
        </p>
        <CheckboxField
          label={t('newsConsent.label', { company: t('brand.name', { ns: 'common' }) })}
          hint={update.isPending ? t('newsConsent.saving') : undefined}
          checked={checked}
          // Not disabled while saving: the box keeps the keyboard's focus.
          onChange={(event) => {
            if (update.isPending) return;
            setChosen(event.target.checked);
            update.mutate(event.target.checked, { onSettled: () => setChosen(null) });
          }}
        />
        {update.isSuccess && (
          <Alert tone="success">
            {t(update.data.news ? 'newsConsent.given' : 'newsConsent.withdrawn')}
          </Alert>
        )}
        {update.isError && <Alert>{t('newsConsent.failed')}</Alert>}
      </>
    );
  }

  return (
    <SectionCard title={t('newsConsent.title')} icon={MailCheck}>
      <p className="text-sm text-slate-700">{t('newsConsent.description')}</p>
      {content}
    </SectionCard>
  );
}
