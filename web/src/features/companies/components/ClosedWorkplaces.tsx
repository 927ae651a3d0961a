import { DoorClosed, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SmallActionButton } from '@/components/ui/SmallActionButton';
import { StatusPill } from '@/components/ui/StatusPill';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Workplace } from '../api/types';

interface ClosedWorkplacesProps {
  /** The workplaces closed, each with the day it closed. */
  workplaces: readonly Workplace[];
  onReopen: (workplace: Workplace) => void;
  /** The workplace being opened again. */
  reopening: number | null;
}

/**
 * The workplaces that closed (out of the compliance, offered to no employee): each one's name,
 * "Closed on …" and "Reopen".
 */
export function ClosedWorkplaces({ workplaces, onReopen, reopening }: ClosedWorkplacesProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  return (
    <ul
      aria-label={t('workplaces.closedCaption')}
      className="divide-y divide-surface-strong rounded-xl border border-surface-strong"
    >
      {workplaces.map((workplace) => (
        <li
          key={workplace.id}
          data-testid="closed-workplace"
          className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
        >
          <div className="min-w-0 space-y-1 [overflow-wrap:anywhere]">
            <p className="font-semibold text-slate-900">{workplace.name}</p>
            <StatusPill tone="neutral" icon={DoorClosed} wrap="always">
              {t('workplaces.closedOn', {
                date: formatCalendarDate(workplace.closedOn ?? '', language),
              })}
            </StatusPill>
          </div>
          <SmallActionButton
            icon={RotateCcw}
            label={t('workplaces.reopen')}
            aria-label={t('workplaces.reopenFor', { name: workplace.name })}
            disabled={reopening !== null}
            aria-busy={reopening === workplace.id || undefined}
            onClick={() => onReopen(workplace)}
          />
        </li>
      ))}
    </ul>
  );
}
