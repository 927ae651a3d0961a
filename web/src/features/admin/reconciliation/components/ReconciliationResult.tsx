import { FileText, RotateCcw } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { FocusHeading } from '@/components/ui/FocusHeading';
import type { Reconciliation } from '../api/types';
import { ReconciliationSummary } from './ReconciliationSummary';
import { ReconciliationTable } from './ReconciliationTable';

interface ReconciliationResultProps {
  /** The file's name. */
  fileName: string;
  result: Reconciliation;
  /** Recorded already, or only a preview. */
  recorded: boolean;
  onStartOver: () => void;
  /** The Record bar and its messages, between the summary and the table. */
  children?: ReactNode;
}

/** A preview, or what was recorded: the summary, the actions, then every transfer. */
export function ReconciliationResult({
  fileName,
  result,
  recorded,
  onStartOver,
  children,
}: ReconciliationResultProps) {
  const { t } = useTranslation('adminReconciliation');
  const heading = useRef<HTMLHeadingElement>(null);

  // The form that was focused is gone: reading resumes at the result.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="reconciliation-result" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <FocusHeading
            id="reconciliation-result"
            ref={heading}
            className="text-xl font-bold text-slate-900"
          >
            {recorded ? t('result.recordedTitle') : t('result.previewTitle')}
          </FocusHeading>
          <p className="flex items-center gap-1.5 text-sm break-all text-slate-600">
            <FileText aria-hidden="true" className="size-4 shrink-0" />
            {t('upload.chosen', { name: fileName })}
          </p>
        </div>
        <Button variant="secondary" onClick={onStartOver} className="shrink-0">
          <RotateCcw aria-hidden="true" className="size-5" />
          {recorded ? t('result.another') : t('upload.startOver')}
        </Button>
      </div>
      <ReconciliationSummary result={result} />
      {children}
      <ReconciliationTable lines={result.lines} />
    </section>
  );
}
