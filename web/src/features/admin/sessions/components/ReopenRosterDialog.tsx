import { useTranslation } from 'react-i18next';
import { ReasonDialog, reasonDialogTexts } from '@/components/ReasonDialog';
import { formatSessionDays } from '@/lib/format/session-days';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminSession } from '../api/types';

interface ReopenRosterDialogProps {
  /** The session whose signed list is to be reopened, or null when closed. */
  session: AdminSession | null;
  pending: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<unknown>;
}

/** Says what reopening a signed attendance list does, and asks why it is reopened. */
export function ReopenRosterDialog({
  session,
  pending,
  onClose,
  onSubmit,
}: ReopenRosterDialogProps) {
  const { t } = useTranslation('adminBookings', { keyPrefix: 'sessions.roster.reopenDialog' });
  const language = useLanguage();
  return (
    <ReasonDialog
      key={session?.id}
      open={session !== null}
      onClose={onClose}
      pending={pending}
      serverField="reason"
      onSubmit={onSubmit}
      intro={
        session && (
          <>
            <p>
              {t('text', {
                course: session.course.title,
                date: formatSessionDays(session, language, 'short').dates,
              })}
            </p>
            <p>{t('kept')}</p>
          </>
        )
      }
      texts={reasonDialogTexts((key) => t(key))}
    />
  );
}
