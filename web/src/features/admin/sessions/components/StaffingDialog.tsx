import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/Dialog';
import { formatSessionDays } from '@/lib/format/session-days';
import { useLanguage } from '@/lib/i18n/use-language';
import type { AdminSession } from '../api/types';
import { CandidatesPanel } from './CandidatesPanel';

interface StaffingDialogProps {
  /** The session to staff; null when closed. */
  session: AdminSession | null;
  onClose: () => void;
}

/** Offers a session to instructors chosen among its candidates (its course, days and language). */
export function StaffingDialog({ session, onClose }: StaffingDialogProps) {
  const { t } = useTranslation('adminBookings');
  const language = useLanguage();
  const description = session
    ? [
        session.course.title,
        formatSessionDays(session, language, 'short').text,
        t('sessions.staffing.language', {
          language: t(`sessions.form.languageNames.${session.language ?? 'fr'}`),
        }),
      ].join(', ')
    : undefined;
  return (
    <Dialog
      open={session !== null}
      onClose={onClose}
      size="lg"
      title={t('sessions.staffing.title')}
      description={description}
      closeLabel={t('sessions.staffing.close')}
    >
      {session && <CandidatesPanel key={session.id} session={session} />}
    </Dialog>
  );
}
