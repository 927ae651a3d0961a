import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoticeAlert } from '@/components/NoticeAlert';
import { PageHeader } from '@/components/PageHeader';
import { BusyButton } from '@/components/ui/BusyButton';
import { useNotice } from '@/lib/hooks/use-notice';
import { usePreviewInterac } from '../api/preview-interac';
import { useRecordInterac } from '../api/record-interac';
import type { Reconciliation } from '../api/types';
import { BankFileForm, type ChosenFile } from '../components/BankFileForm';
import { FailureAlert } from '../components/FailureAlert';
import { ReconciliationResult } from '../components/ReconciliationResult';
import { describeFailure } from '../failure';

type Step =
  { kind: 'choose' } | { kind: 'previewed' | 'recorded'; file: ChosenFile; result: Reconciliation };

interface Attempt {
  action: 'preview' | 'record';
  file: ChosenFile;
  error: unknown;
}

/**
 * /admin/reconciliation: the bank's CSV export of the account's transactions, previewed (each
 * transfer and the booking its Interac code names), then its matched transfers recorded at once.
 */
export default function AdminReconciliationPage() {
  const { t } = useTranslation('adminReconciliation');
  const preview = usePreviewInterac();
  const record = useRecordInterac();
  const notice = useNotice();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [failed, setFailed] = useState<Attempt | null>(null);
  // A new form (an empty file field) each time the office starts over.
  const [round, setRound] = useState(0);

  function runPreview(file: ChosenFile) {
    setFailed(null);
    notice.clear();
    preview.mutate(file.base64, {
      onSuccess: (result) => setStep({ kind: 'previewed', file, result }),
      onError: (error) => setFailed({ action: 'preview', file, error }),
    });
  }

  function runRecord(file: ChosenFile) {
    setFailed(null);
    notice.clear();
    record.mutate(file.base64, {
      onSuccess: (result) => {
        setStep({ kind: 'recorded', file, result });
        const count = result.summary.recorded ?? 0;
        if (count > 0) notice.success(t('result.recorded', { count }));
        else notice.error(t('result.recordedNone'));
      },
      onError: (error) => setFailed({ action: 'record', file, error }),
    });
  }

  function startOver() {
    setFailed(null);
    notice.clear();
    preview.reset();
    record.reset();
    setStep({ kind: 'choose' });
    setRound((value) => value + 1);
  }

  const failure = failed && (
    <FailureAlert
      failure={describeFailure(failed.error, failed.action, t)}
      onRetry={() => (failed.action === 'preview' ? runPreview : runRecord)(failed.file)}
      retrying={preview.isPending || record.isPending}
    />
  );

  return (
    <div className="space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <NoticeAlert notice={notice} dismissLabel={t('result.dismiss')} />

      {step.kind === 'choose' ? (
        <>
          <BankFileForm
            key={round}
            busy={preview.isPending}
            onChoose={() => setFailed(null)}
            onPreview={runPreview}
            autoFocus={round > 0}
          />
          {failure}
        </>
      ) : (
        <ReconciliationResult
          fileName={step.file.name}
          result={step.result}
          recorded={step.kind === 'recorded'}
          onStartOver={startOver}
        >
          {step.kind === 'previewed' && (
            <RecordBar
              count={step.result.summary.matched ?? 0}
              busy={record.isPending}
              onRecord={() => runRecord(step.file)}
            />
          )}
          {failure}
        </ReconciliationResult>
      )}
    </div>
  );
}

interface RecordBarProps {
  /** How many transfers are matched: what the button records. */
  count: number;
  busy: boolean;
  onRecord: () => void;
}

/** The page's one primary action once previewed, and what it will do. */
function RecordBar({ count, busy, onRecord }: RecordBarProps) {
  const { t } = useTranslation('adminReconciliation');
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-surface-strong bg-white p-4 shadow-sm sm:flex-row sm:items-center">
      <BusyButton
        icon={BadgeCheck}
        label={t('result.record', { count })}
        busyLabel={t('result.recording')}
        busy={busy}
        disabled={count === 0}
        onClick={onRecord}
        aria-describedby="record-hint"
        className="shrink-0"
      />
      <p id="record-hint" className="text-sm text-slate-700">
        {count === 0 ? t('result.nothingToRecord') : t('result.recordHint')}
      </p>
    </div>
  );
}
