import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/PageTitle';
import { Alert } from '@/components/ui/Alert';
import { BackLink } from '@/components/ui/BackLink';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { FocusHeading } from '@/components/ui/FocusHeading';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import type { Quote } from '../api/types';
import { useArrivalFocus } from '../use-arrival-focus';

/** The page around the quote editor: back link, heading (focused on arrival) and introduction. */
export function QuoteEditorFrame({
  title,
  lead,
  back,
  ready,
  children,
}: {
  title: string;
  lead: string;
  back: { to: string; label: string };
  ready: boolean;
  children: ReactNode;
}) {
  const heading = useArrivalFocus(ready);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageTitle title={title} />
      <BackLink to={back.to} tone="admin">
        {back.label}
      </BackLink>
      <div>
        <FocusHeading
          ref={heading}
          level={1}
          className="text-2xl font-bold text-slate-900 sm:text-3xl"
        >
          {title}
        </FocusHeading>
        <p className="mt-2 max-w-2xl text-slate-700">{lead}</p>
      </div>
      {children}
    </div>
  );
}

/** While what the editor starts from is read. */
export function QuoteEditorLoading() {
  const { t } = useTranslation('adminQuotes');
  return (
    <div className="flex justify-center py-16">
      <Spinner label={t('editor.loading')} />
    </div>
  );
}

/** A quote sent since: it can no longer change; its page offers a new version. */
export function QuoteNotDraft({ quote }: { quote: Quote }) {
  const { t } = useTranslation('adminQuotes');
  return (
    <Alert
      action={
        <ButtonLink to={paths.admin.quote(quote.id)} variant="secondary" size="sm">
          {t('editor.viewQuote')}
        </ButtonLink>
      }
    >
      {t('editor.notDraft')}
    </Alert>
  );
}
