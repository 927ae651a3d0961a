import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '@/components/NoticeAlert';
import { FactList, type Fact } from '@/components/ui/FactList';
import { SectionCard } from '@/components/ui/SectionCard';
import { ApiError } from '@/lib/api/api-error';
import { formatWholeNumber } from '@/lib/format/number';
import { useNotice } from '@/lib/hooks/use-notice';
import { useLanguage } from '@/lib/i18n/use-language';
import { useSendMailAgain } from '../api/send-mail-again';
import type { MailFailure, MailQueue } from '../api/types';
import { MailFailuresTable } from './MailFailuresTable';
import { RelativeTime } from './RelativeTime';
import { CARD_PADDING } from './card-padding';

/**
 * « File des courriels »: how many mails wait, how many failed, the oldest one's age, and the
 * failed ones, each with « Renvoyer maintenant ». The page is read again after each try.
 */
export function MailQueueSection({ mail, now }: { mail: MailQueue; now: Date }) {
  const { t } = useTranslation('adminSystem');
  const language = useLanguage();
  const sendAgain = useSendMailAgain();
  const notice = useNotice();

  function send(failure: MailFailure) {
    notice.clear();
    sendAgain.mutate(failure.id, {
      onSuccess: () => notice.success(t('mail.sent', { recipient: failure.recipient })),
      onError: (error) =>
        notice.error(
          t(error instanceof ApiError && error.status === 404 ? 'mail.gone' : 'mail.failed'),
        ),
    });
  }

  const facts: Fact[] = [
    { key: 'waiting', label: t('mail.waiting'), value: formatWholeNumber(mail.waiting, language) },
    { key: 'failing', label: t('mail.failing'), value: formatWholeNumber(mail.failing, language) },
    {
      key: 'oldest',
      label: t('mail.oldest'),
      value: mail.oldestWaitingAt ? (
        <RelativeTime at={mail.oldestWaitingAt} now={now} />
      ) : (
        t('mail.noneWaiting')
      ),
    },
  ];

  return (
    <SectionCard
      padding={CARD_PADDING}
      title={t('mail.title')}
      description={t('mail.description')}
      icon={Mail}
    >
      <div data-testid="mail-queue">
        <FactList facts={facts} compact />
      </div>
      <NoticeAlert notice={notice} dismissLabel={t('dismiss')} />
      <MailFailuresTable
        failures={mail.failures}
        sending={sendAgain.isPending ? sendAgain.variables : null}
        onSendAgain={send}
      />
    </SectionCard>
  );
}
