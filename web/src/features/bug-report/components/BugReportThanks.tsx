import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';

export function BugReportThanks({ onExit }: { onExit: () => void }) {
  const { t } = useTranslation('bugReport');
  return (
    <div className="space-y-6">
      <p
        role="status"
        className="flex items-start gap-3 rounded-xl bg-success-50 p-4 text-slate-900"
      >
        <CircleCheck aria-hidden="true" className="size-6 shrink-0 text-success-600" />
        {t('thanksText')}
      </p>
      <div className="flex justify-end">
        {/* Focus moves here when the form is replaced by this message. */}
        <Button autoFocus onClick={onExit}>
          {t('exit')}
        </Button>
      </div>
    </div>
  );
}
