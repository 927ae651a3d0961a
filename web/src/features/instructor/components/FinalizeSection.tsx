import { PenLine } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { SectionCard } from '@/components/ui/SectionCard';
import { formatQuebecDateTime } from '@/lib/format/quebec-time';

interface FinalizeSectionProps {
  /** How many rows have changes not recorded yet: signing waits for them. */
  pendingRows: number;
  /** When the signature opens (the last day's start), while it has not yet: the button waits. */
  opensAt?: string;
  onOpen: () => void;
}

/** The roster's one primary action: signing it, once every row is recorded. */
export function FinalizeSection({ pendingRows, opensAt, onOpen }: FinalizeSectionProps) {
  const { t, i18n } = useTranslation('instructor');
  const waitingId = useId();
  const waiting = pendingRows > 0 || opensAt !== undefined;
  return (
    <SectionCard title={t('finalize.heading')} padding="p-4 sm:p-5">
      <p className="text-sm text-slate-700">{t('finalize.text')}</p>
      <div role="status" className="empty:hidden">
        {opensAt !== undefined ? (
          <p id={waitingId} className="text-sm font-semibold text-pending-700">
            {t('finalize.notYet', { when: formatQuebecDateTime(opensAt, i18n.language) })}
          </p>
        ) : (
          pendingRows > 0 && (
            <p id={waitingId} className="text-sm font-semibold text-pending-700">
              {t('roster.pending', { count: pendingRows })} {t('finalize.waiting')}
            </p>
          )
        )}
      </div>
      <Button
        size="lg"
        className="w-full sm:w-auto"
        disabled={waiting}
        aria-describedby={waiting ? waitingId : undefined}
        onClick={onOpen}
      >
        <PenLine aria-hidden="true" className="size-5" />
        {t('finalize.open')}
      </Button>
    </SectionCard>
  );
}
