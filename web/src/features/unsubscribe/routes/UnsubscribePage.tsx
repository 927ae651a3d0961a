import {
  CircleAlert,
  LayoutDashboard,
  Link2Off,
  MailCheck,
  MailMinus,
  MailPlus,
  MailX,
  RotateCw,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MailedLinkPage } from '@/components/MailedLinkPage';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { Button } from '@/components/ui/Button';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { Spinner } from '@/components/ui/Spinner';
import { paths } from '@/config/paths';
import { isInvalidLink } from '@/lib/api/api-error';
import { useMailedLinkToken } from '@/lib/hooks/use-mailed-link-token';
import { useUndoUnsubscribe } from '../api/undo-unsubscribe';
import { useUnsubscribe } from '../api/unsubscribe';

type State = 'loading' | 'unsubscribed' | 'resubscribed' | 'invalid' | 'failed';

const icons: Record<State, LucideIcon> = {
  loading: MailMinus,
  unsubscribed: MailX,
  resubscribed: MailCheck,
  invalid: Link2Off,
  failed: CircleAlert,
};

/**
 * /unsubscribe?token=…, the link of a news or reminder mail: unsubscribes once, on arrival (the
 * mail's List-Unsubscribe header does the same without the page), then offers to subscribe again.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('unsubscribe');
  const unsubscription = useUnsubscribe();
  const undo = useUndoUnsubscribe();
  const { mutate } = unsubscription;
  const token = useMailedLinkToken(mutate);

  let state: State;
  if (!token) state = 'invalid';
  else if (unsubscription.isError) {
    state = isInvalidLink(unsubscription.error) ? 'invalid' : 'failed';
  } else if (undo.isSuccess) state = 'resubscribed';
  else if (unsubscription.isSuccess) state = 'unsubscribed';
  else state = 'loading';

  let content;
  switch (state) {
    case 'loading':
      content = (
        <div className="flex justify-center py-4">
          <Spinner label={t('loading')} />
        </div>
      );
      break;
    case 'unsubscribed':
      content = (
        <>
          <p>{t('unsubscribed.text')}</p>
          <p>{t('unsubscribed.transactional')}</p>
          {undo.isError && <Alert>{t('unsubscribed.undoFailed')}</Alert>}
          <BusyButton
            variant="secondary"
            className="w-full"
            icon={MailPlus}
            label={t('unsubscribed.undo')}
            busyLabel={t('unsubscribed.undoing')}
            busy={undo.isPending}
            onClick={() => undo.mutate(token)}
          />
        </>
      );
      break;
    case 'resubscribed':
      content = <p>{t('resubscribed.text')}</p>;
      break;
    case 'invalid':
      content = (
        <>
          <p>{t('invalid.text')}</p>
          <ButtonLink to={paths.dashboard} className="w-full">
            <LayoutDashboard aria-hidden="true" className="size-5" />
            {t('invalid.toDashboard')}
          </ButtonLink>
        </>
      );
      break;
    case 'failed':
      content = (
        <>
          <Alert>{t('failed.text')}</Alert>
          <Button className="w-full" onClick={() => mutate(token)}>
            <RotateCw aria-hidden="true" className="size-5" />
            {t('failed.retry')}
          </Button>
        </>
      );
      break;
  }

  return (
    <MailedLinkPage
      title={t('title')}
      state={state}
      icon={icons[state]}
      heading={state === 'loading' ? t('title') : t(`${state}.heading`)}
      testId="unsubscribe"
      after={
        <p className="mt-6 text-center text-sm">
          <Link
            to={paths.home}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t('toHome')}
          </Link>
        </p>
      }
    >
      {content}
    </MailedLinkPage>
  );
}
