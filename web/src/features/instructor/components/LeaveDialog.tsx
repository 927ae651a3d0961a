import { LogOut } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';

/**
 * Holds a move to another page of the site while changes are on their way: the instructor stays,
 * or leaves and loses them; once they are recorded, the move goes on by itself.
 */
export function LeaveDialog({ pending }: { pending: boolean }) {
  const { t } = useTranslation('instructor');
  const blocker = useBlocker(pending);
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (blocked && !pending) blocker.proceed?.();
  }, [blocked, pending, blocker]);

  return (
    <Dialog
      open={blocked}
      onClose={() => blocker.reset?.()}
      title={t('roster.leave.title')}
      closeLabel={t('close')}
    >
      <p className="text-slate-700">{t('roster.leave.text')}</p>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={() => blocker.reset?.()}>
          {t('roster.leave.stay')}
        </Button>
        <Button onClick={() => blocker.proceed?.()}>
          <LogOut aria-hidden="true" className="size-5" />
          {t('roster.leave.go')}
        </Button>
      </div>
    </Dialog>
  );
}
