import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { DownloadLink } from '@/components/ui/DownloadLink';
import { buttonClasses } from '@/components/ui/button-styles';
import { TextField } from '@/components/ui/TextField';
import { statementUrl } from '../api/invoice-files';
import {
  defaultStatementPeriod,
  periodErrors,
  statementRange,
  type StatementPeriod,
} from '../statement-period';
import { useErrorText } from '../use-error-text';

const FORMATS = ['pdf', 'csv'] as const;
const ENDS = ['from', 'to'] as const;

/**
 * The statement of account over a period (January 1 to today unless changed), as a PDF or a
 * CSV; the links wait for a period that makes sense.
 */
export function StatementForm({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const errorText = useErrorText();
  const [period, setPeriod] = useState<StatementPeriod>(() => defaultStatementPeriod());
  const errors = periodErrors(period);
  const range = !errors.from && !errors.to ? statementRange(period) : null;
  // Each end stays on its side of the other.
  const bounds = { from: { max: period.to || undefined }, to: { min: period.from || undefined } };

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:max-w-md sm:grid-cols-2">
        {ENDS.map((end) => (
          <TextField
            key={end}
            type="date"
            label={t(`statement.${end}`)}
            value={period[end]}
            {...bounds[end]}
            error={errorText(errors[end])}
            onChange={(event) => setPeriod({ ...period, [end]: event.target.value })}
          />
        ))}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {FORMATS.map((format) =>
          range ? (
            <DownloadLink
              key={format}
              href={statementUrl(companyId, format, range.from, range.to)}
              text={t(`statement.${format}`)}
              className={buttonClasses('secondary')}
              iconClassName="size-5"
            />
          ) : (
            <Button key={format} variant="secondary" disabled>
              <Download aria-hidden="true" className="size-5" />
              {t(`statement.${format}`)}
            </Button>
          ),
        )}
      </div>
    </div>
  );
}
