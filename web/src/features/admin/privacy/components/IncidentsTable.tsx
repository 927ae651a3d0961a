import { PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DataTable, RowActions, rowActionClass, type DataColumn } from '@/components/ui/DataTable';
import { StatusPill } from '@/components/ui/StatusPill';
import { formatCalendarDate } from '@/lib/format/calendar-date';
import { useLanguage } from '@/lib/i18n/use-language';
import type { Incident } from '../api/types';
import { excerpt } from '../format';

interface IncidentsTableProps {
  incidents: readonly Incident[];
  onEdit: (incident: Incident) => void;
}

/** Each row's "Correct" button carries it: "Load more" focuses the first new row's. */
export const INCIDENT_BUTTON = '[data-incident-button]';

/** Whether a risk of serious injury was assessed: red "Yes", grey "No". */
function SeriousRiskBadge({ serious }: { serious: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <StatusPill tone={serious ? 'danger' : 'neutral'} testId="serious-risk">
      {serious ? t('privacy.incidents.yes') : t('privacy.incidents.no')}
    </StatusPill>
  );
}

/** The register, one row per incident (one card each on a phone), each with its correction. */
export function IncidentsTable({ incidents, onEdit }: IncidentsTableProps) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const date = (value: string) => formatCalendarDate(value, language, 'medium');
  const notice = (value: string | null | undefined, none: string) =>
    value ? (
      <time dateTime={value} className="whitespace-nowrap">
        {date(value)}
      </time>
    ) : (
      <span className="text-slate-600">{none}</span>
    );

  const columns: DataColumn<Incident>[] = [
    {
      key: 'occurredOn',
      header: t('privacy.incidents.table.occurredOn'),
      rowHeader: true,
      cell: (incident) => (
        <time dateTime={incident.occurredOn} className="font-semibold whitespace-nowrap">
          {date(incident.occurredOn)}
        </time>
      ),
    },
    {
      key: 'description',
      header: t('privacy.incidents.table.description'),
      className: '@4xl:w-2/5',
      cell: (incident) => excerpt(incident.description),
    },
    {
      key: 'seriousRisk',
      header: t('privacy.incidents.table.seriousRisk'),
      cell: (incident) => <SeriousRiskBadge serious={incident.seriousRisk} />,
    },
    {
      key: 'commissionNotifiedOn',
      header: t('privacy.incidents.table.commissionNotifiedOn'),
      cell: (incident) =>
        notice(incident.commissionNotifiedOn, t('privacy.incidents.commissionNotNotified')),
    },
    {
      key: 'peopleNotifiedOn',
      header: t('privacy.incidents.table.peopleNotifiedOn'),
      cell: (incident) =>
        notice(incident.peopleNotifiedOn, t('privacy.incidents.peopleNotNotified')),
    },
    {
      key: 'actions',
      header: t('privacy.incidents.table.actions'),
      actions: true,
      cell: (incident) => (
        <RowActions>
          <button
            type="button"
            data-incident-button=""
            onClick={() => onEdit(incident)}
            aria-label={t('privacy.incidents.editLabel', {
              date: formatCalendarDate(incident.occurredOn, language),
            })}
            className={`${rowActionClass} border-slate-300 text-slate-900 hover:bg-slate-50`}
          >
            <PencilLine aria-hidden="true" className="size-4" />
            {t('privacy.incidents.edit')}
          </button>
        </RowActions>
      ),
    },
  ];

  return (
    <DataTable
      caption={t('privacy.incidents.table.caption')}
      rows={incidents}
      rowKey={(incident) => incident.id}
      columns={columns}
      empty={t('privacy.incidents.empty')}
      rowProps={() => ({ 'data-testid': 'incident-row' })}
    />
  );
}
