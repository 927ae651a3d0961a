import type { UseQueryResult } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SkeletonLine } from '@/components/ui/SkeletonLine';
import { site } from '@/config/site';
import { useLanguage } from '@/lib/i18n/use-language';
import type { PrivacyFacts } from '../api/get-privacy-facts';
import { mailLink, Paragraph, Rich } from './LegalText';

/**
 * The person in charge of the protection of personal information (Law 25), as the server names
 * them; the company's address when the server cannot be read.
 */
export function OfficerBlock({ facts }: { facts: UseQueryResult<PrivacyFacts> }) {
  const { t } = useTranslation('legal');
  const language = useLanguage();
  if (facts.isError) {
    return (
      <Paragraph>
        <Rich
          i18nKey="privacy.officer.unavailable"
          values={{ email: site.email }}
          components={{ mail: mailLink(site.email) }}
        />
      </Paragraph>
    );
  }
  const box = 'rounded-xl border border-surface-strong bg-surface p-4';
  if (facts.isPending) {
    return (
      <div role="status" aria-label={t('privacy.officer.loading')} className={box}>
        <SkeletonLine height="h-6" bar="h-4 w-40" />
        <SkeletonLine height="h-6" bar="h-4 w-56" />
        <SkeletonLine className="mt-2" height="h-6" bar="h-4 w-64 max-w-full" />
      </div>
    );
  }
  const { name, title: titleFr, titleEn, email } = facts.data.officer;
  const title = language === 'en' ? titleEn : titleFr;
  return (
    <address className={`not-italic ${box}`}>
      <p className="font-semibold text-slate-900">{name}</p>
      <p className="text-slate-700">{title}</p>
      <p className="mt-2 flex items-center gap-2 break-all">
        <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
        <span className="sr-only">{t('privacy.officer.emailLabel')} </span>
        <a
          href={`mailto:${email}`}
          className="rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {email}
        </a>
      </p>
    </address>
  );
}
