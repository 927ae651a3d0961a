import {
  CalendarCheck,
  CircleAlert,
  CircleCheck,
  Clock,
  DoorClosed,
  Download,
  Pencil,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SmallActionButton } from '@/components/ui/SmallActionButton';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { StatusPill } from '@/components/ui/StatusPill';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import { firstAidersPdfUrl } from '../api/invoice-files';
import type { ShiftCompliance, WorkplaceCompliance as Compliance } from '../api/types';

type ShiftRow = ShiftCompliance & { number: number };

/** The same width for each figure in every workplace's table, so that they line up. */
const FIGURE = '@4xl:w-[17%]';

interface WorkplaceComplianceProps {
  companyId: number;
  workplace: Compliance;
  /** Opens the workplace's form. */
  onEdit: () => void;
  /** Opens the workplace's closure. */
  onCloseWorkplace: () => void;
}

/** Green when a shift (or the whole workplace) has its first-aiders, red when some are missing. */
function CompliancePill({ compliant, children }: { compliant: boolean; children: ReactNode }) {
  return (
    <StatusPill
      wrap="always"
      tone={compliant ? 'success' : 'danger'}
      icon={compliant ? CircleCheck : CircleAlert}
    >
      {children}
    </StatusPill>
  );
}

/**
 * An open workplace: its sector and address, "Edit" and "Close this workplace…", then each
 * shift's workers, the first-aiders the regulation requires, those trained with us, and what is
 * missing or expiring soon.
 */
export function WorkplaceCompliance({
  companyId,
  workplace,
  onEdit,
  onCloseWorkplace,
}: WorkplaceComplianceProps) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const headingId = useId();
  const number = (value: number) => formatWholeNumber(value, language);
  const rows: ShiftRow[] = workplace.shifts.map((shift, index) => ({
    ...shift,
    number: index + 1,
  }));
  const shortfall = workplace.shifts.reduce((sum, shift) => sum + shift.missing, 0);

  const columns: DataColumn<ShiftRow>[] = [
    {
      key: 'shift',
      header: t('workplaces.shift'),
      rowHeader: true,
      className: '@4xl:w-[14%]',
      cell: (row) => (
        <span className="font-semibold text-slate-900">
          {t('workplaces.shiftName', { number: row.number })}
        </span>
      ),
    },
    {
      key: 'workers',
      header: t('workplaces.workers'),
      numeric: true,
      className: FIGURE,
      cell: (row) => number(row.workers),
    },
    {
      key: 'required',
      header: t('workplaces.required'),
      numeric: true,
      className: FIGURE,
      cell: (row) => <span data-testid="required">{number(row.required)}</span>,
    },
    {
      key: 'certified',
      header: t('workplaces.certified'),
      numeric: true,
      className: FIGURE,
      cell: (row) => number(row.certified),
    },
    {
      key: 'gap',
      header: t('workplaces.gap'),
      cell: (row) => {
        const { missing } = row;
        return (
          <span data-testid="gap" className="flex flex-wrap gap-1.5">
            <CompliancePill compliant={missing === 0}>
              {missing === 0
                ? t('workplaces.compliant')
                : t('workplaces.missing', { count: missing, shown: number(missing) })}
            </CompliancePill>
            {row.booked > 0 && (
              <StatusPill wrap="always" tone="neutral" icon={CalendarCheck}>
                {t('workplaces.booked', { count: row.booked, shown: number(row.booked) })}
              </StatusPill>
            )}
            {row.expiringSoon > 0 && (
              <StatusPill wrap="always" tone="pending" icon={Clock}>
                {t('workplaces.expiring', {
                  count: row.expiringSoon,
                  shown: number(row.expiringSoon),
                })}
              </StatusPill>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <article
      aria-labelledby={headingId}
      data-testid="workplace"
      className="rounded-xl border border-surface-strong p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {workplace.name}
          </h3>
          <p className="text-sm text-slate-600">
            {t(`sectors.${workplace.sector}`)}
            {workplace.address && ` · ${workplace.address}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <CompliancePill compliant={shortfall === 0}>
            {shortfall === 0
              ? t('workplaces.allCompliant')
              : t('workplaces.shortfall', { count: shortfall, shown: number(shortfall) })}
          </CompliancePill>
          <SmallActionButton
            icon={Pencil}
            label={t('workplaces.edit')}
            aria-label={t('workplaces.editFor', { name: workplace.name })}
            onClick={onEdit}
          />
          <SmallActionButton
            icon={DoorClosed}
            label={t('workplaces.closeAction')}
            aria-label={t('workplaces.closeFor', { name: workplace.name })}
            onClick={onCloseWorkplace}
          />
        </div>
      </div>
      <a
        href={firstAidersPdfUrl(companyId, workplace.id)}
        download
        aria-label={t('workplaces.noticeFor', { name: workplace.name })}
        className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
        data-testid="first-aiders-pdf"
      >
        <Download aria-hidden="true" className="size-4" />
        {t('workplaces.notice')}
      </a>
      <div className="mt-2">
        <DataTable
          framed={false}
          caption={t('workplaces.caption', { name: workplace.name })}
          rows={rows}
          rowKey={(row) => row.number}
          columns={columns}
          empty={null}
          rowProps={() => ({ 'data-testid': 'shift-row' })}
        />
      </div>
    </article>
  );
}
