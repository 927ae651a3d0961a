import { CloudOff, LoaderCircle, RotateCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { CloseButton } from '@/components/ui/CloseButton';
import type { RosterRow } from '../roster-outbox';

interface RowStatusProps {
  row: RosterRow;
  onRetry: () => void;
  onDismiss: () => void;
}

/**
 * Whether a row's changes are recorded: on their way, or not yet (with a button to send them
 * again now), and why the server refused one. Announced as it changes.
 */
export function RowStatus({ row, onRetry, onDismiss }: RowStatusProps) {
  const { t } = useTranslation('instructor');
  return (
    <div role="status" className="space-y-2 empty:hidden">
      {row.save === 'saving' && (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          {t('roster.saving')}
        </p>
      )}
      {row.save === 'unsaved' && (
        <div
          data-testid="row-unsaved"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-pending-700/40 bg-pending-50 p-3 text-sm text-pending-700"
        >
          <CloudOff aria-hidden="true" className="size-5 shrink-0" />
          <p className="min-w-0 flex-1 basis-40">
            <span className="block font-semibold">{t('roster.unsaved')}</span>
            <span className="block text-slate-700">{t('roster.unsavedHint')}</span>
          </p>
          <Button variant="secondary" size="sm" className="min-h-11" onClick={onRetry}>
            <RotateCw aria-hidden="true" className="size-4" />
            {t('roster.retryRow')}
          </Button>
        </div>
      )}
      {row.problem && (
        <div className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm font-medium text-brand-800">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="min-w-0 flex-1">{t(`roster.problem.${row.problem}`)}</p>
          <CloseButton variant="row" label={t('dismiss')} onClick={onDismiss} />
        </div>
      )}
    </div>
  );
}
