import { PenLine } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';

interface FinalizeSectionProps {
  /** How many rows have changes not recorded yet: signing waits for them. */
  pendingRows: number;
  onOpen: () => void;
}

/** The roster's one primary action: signing it, once every row is recorded. */
export function FinalizeSection({ pendingRows, onOpen }: FinalizeSectionProps) {
  const { t } = useTranslation('instructor');
  const waitingId = useId();
  return (
    <section
      aria-labelledby="finalize-heading"
      className="space-y-3 rounded-2xl border border-surface-strong bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="finalize-heading" className="text-lg font-bold text-slate-900">
        {t('finalize.heading')}
      </h2>
      <p className="text-sm text-slate-700">{t('finalize.text')}</p>
      <div role="status" className="empty:hidden">
        {pendingRows > 0 && (
          <p id={waitingId} className="text-sm font-semibold text-pending-700">
            {t('roster.pending', { count: pendingRows })} {t('finalize.waiting')}
          </p>
        )}
      </div>
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={pendingRows > 0}
        aria-describedby={pendingRows > 0 ? waitingId : undefined}
        onClick={onOpen}
      >
        <PenLine aria-hidden="true" className="size-5" />
        {t('finalize.open')}
      </Button>
    </section>
  );
}
