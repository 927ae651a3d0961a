import { LockOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonDialog, reasonDialogTexts } from '@/components/ReasonDialog';
import { Button } from '@/components/ui/Button';
import { SectionCard } from '@/components/ui/SectionCard';
import { ApiError } from '@/lib/api/api-error';
import { formatQuebecDate } from '@/lib/format/quebec-time';
import { useLanguage } from '@/lib/i18n/use-language';
import { useReopenRoster } from '../api/reopen-roster';
import type { Roster } from '../api/types';

interface ReopenSectionProps {
  /** A signed roster. */
  roster: Roster;
  /** Reopened: the roster is open again. */
  onReopened: () => void;
  /** It was open already (reopened elsewhere): the roster is being read again. */
  onAlreadyOpen: () => void;
}

/**
 * The office's one action on a signed roster: reopening it, with a reason kept in its history, so
 * that it can be corrected and signed again. The certificates it issued stay.
 */
export function ReopenSection({ roster, onReopened, onAlreadyOpen }: ReopenSectionProps) {
  const { t } = useTranslation('instructor');
  const dialog = useTranslation('instructor', { keyPrefix: 'reopen.dialog' });
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const reopen = useReopenRoster(roster.session.id);

  async function submit(reason: string) {
    try {
      await reopen.mutateAsync(reason);
    } catch (error) {
      if (!(error instanceof ApiError && error.code === 'roster-not-finalized')) throw error;
      setOpen(false);
      onAlreadyOpen();
      return;
    }
    setOpen(false);
    onReopened();
  }

  return (
    <SectionCard title={t('reopen.heading')} padding="p-4 sm:p-5">
      <p className="text-sm text-slate-700">{t('reopen.text')}</p>
      <Button variant="secondary" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
        <LockOpen aria-hidden="true" className="size-5" />
        {t('reopen.open')}
      </Button>
      <ReasonDialog
        open={open}
        onClose={() => setOpen(false)}
        pending={reopen.isPending}
        serverField="reason"
        onSubmit={submit}
        intro={
          <>
            <p>
              {dialog.t('text', {
                course: roster.session.course.title,
                date: formatQuebecDate(roster.session.startsAt, language),
              })}
            </p>
            <p>{dialog.t('kept')}</p>
          </>
        }
        texts={reasonDialogTexts((key) => dialog.t(key))}
      />
    </SectionCard>
  );
}
