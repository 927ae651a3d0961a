import { useTranslation } from 'react-i18next';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import type { ImportLineError } from '../api/types';

/**
 * Every bad line of a file checked, in the file's order: its number, the column in words
 * ("Email", "Shift") and why, one row each (one card each on a phone).
 */
export function ImportErrors({ errors }: { errors: readonly ImportLineError[] }) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const columns: DataColumn<ImportLineError>[] = [
    {
      key: 'line',
      header: t('import.line'),
      rowHeader: true,
      className: '@4xl:w-[12%]',
      cell: (error) => (
        <span className="font-semibold text-slate-900">
          {t('import.lineNumber', { line: formatWholeNumber(error.line, language) })}
        </span>
      ),
    },
    {
      key: 'column',
      header: t('import.column'),
      className: '@4xl:w-[25%]',
      cell: (error) => t(`import.columns.${error.field}`),
    },
    {
      key: 'problem',
      header: t('import.problem'),
      cell: (error) => t(`import.reasons.${error.reason}`),
    },
  ];
  return (
    <DataTable
      framed={false}
      caption={t('import.errorsCaption')}
      rows={errors}
      rowKey={(error) => `${error.line}-${error.field}-${error.reason}`}
      columns={columns}
      empty={null}
      rowProps={() => ({ 'data-testid': 'import-error' })}
    />
  );
}
