import { Download, FileCheck, FileUp } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { BusyButton } from '@/components/ui/BusyButton';
import { FieldError } from '@/components/ui/FieldError';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import { useImportEmployees } from '../api/import-employees';
import type { EmployeeImport as ImportOutcome } from '../api/types';
import { fileProblemOf, type FileReason } from '../import-errors';
import { ImportErrors } from './ImportErrors';

/** The largest file read in the browser (the server takes at most 5,000 lines). */
const MAX_BYTES = 2_000_000;

type Step =
  /** Checked: what each line would do, every line's error; the text is kept for the import. */
  | { state: 'checked'; text: string; preview: ImportOutcome }
  | { state: 'imported'; outcome: ImportOutcome }
  | { state: 'refused'; reason: FileReason }
  | { state: 'failed' };

/**
 * "Import a CSV file" in two steps. The file is read in the browser and checked: what it would
 * add, update and leave, and every bad line (its column and why), nothing written. Without an
 * error, "Import" sends the same text again to write it; choosing another file starts over.
 */
export function EmployeeImport({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const importing = useImportEmployees(companyId);
  const [step, setStep] = useState<Step | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  // Each file chosen gets a new number: an answer about an earlier one is dropped.
  const chosen = useRef(0);
  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(t('import.template'))}`;
  const shown = (count: number) => formatWholeNumber(count, language);

  // Imported, the button pressed is gone: the focus goes to what was done.
  useEffect(() => {
    if (step?.state === 'imported') result.current?.focus();
  }, [step?.state]);

  const send = (text: string, confirm: boolean) => {
    const file = chosen.current;
    importing.mutate(
      { file: text, confirm },
      {
        onSuccess: (outcome) => {
          // Written, it is said even when another file was chosen meanwhile.
          if (outcome.written) setStep({ state: 'imported', outcome });
          if (file !== chosen.current) return;
          if (!outcome.written) {
            setStep({ state: 'checked', text, preview: outcome });
            return;
          }
          chosen.current += 1;
          if (input.current) input.current.value = '';
        },
        onError: (error) => {
          if (file !== chosen.current) return;
          const reason = fileProblemOf(error);
          setStep(reason ? { state: 'refused', reason } : { state: 'failed' });
        },
      },
    );
  };

  const check = async (event: React.FormEvent) => {
    event.preventDefault();
    setStep(null);
    const file = input.current?.files?.[0];
    setMissingFile(!file);
    if (!file) {
      input.current?.focus();
      return;
    }
    if (file.size > MAX_BYTES) {
      setStep({ state: 'refused', reason: 'too-many-lines' });
      return;
    }
    const asked = chosen.current;
    let text: string;
    try {
      text = await file.text();
    } catch {
      setStep({ state: 'refused', reason: 'not-text' });
      return;
    }
    if (asked === chosen.current) send(text, false);
  };

  /**
   * A file's counts: checked, "12 to add · 3 to update · 40 unchanged · 1 person who left, left
   * as is"; imported, "12 employees added · 3 updated · …".
   */
  const summary = ({ written, created, updated, unchanged, departed }: ImportOutcome) =>
    [
      created > 0 &&
        t(written ? 'import.created' : 'import.toCreate', {
          count: created,
          shown: shown(created),
        }),
      updated > 0 &&
        t(written ? 'import.updated' : 'import.toUpdate', {
          count: updated,
          shown: shown(updated),
        }),
      unchanged > 0 && t('import.unchanged', { count: unchanged, shown: shown(unchanged) }),
      departed > 0 && t('import.departed', { count: departed, shown: shown(departed) }),
    ]
      .filter(Boolean)
      .join(' · ');

  const confirming = importing.isPending && importing.variables?.confirm === true;

  return (
    <div className="space-y-4">
      <div id={hintId} className="space-y-1 text-sm text-slate-700">
        <p>{t('import.intro')}</p>
        <p>
          {t('import.headings')}{' '}
          <span className="font-mono text-xs text-slate-900">{t('import.headingList')}</span>
        </p>
        <p>{t('import.headingsOther')}</p>
        <p>{t('import.rules')}</p>
        <p>{t('import.matching')}</p>
      </div>
      <a
        href={template}
        download={t('import.templateName')}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <Download aria-hidden="true" className="size-4" />
        {t('import.templateLink')}
      </a>
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => void check(event)}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
            {t('import.file')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={hintId}
            aria-invalid={missingFile || undefined}
            onChange={() => {
              chosen.current += 1;
              setMissingFile(false);
              setStep(null);
            }}
            className="mt-1 block w-full max-w-full text-sm text-slate-900 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-900 hover:file:bg-slate-200"
          />
          <FieldError role="alert" className="mt-1">
            {missingFile && t('import.chooseFile')}
          </FieldError>
        </div>
        <SubmitButton
          variant={step?.state === 'checked' ? 'secondary' : 'primary'}
          icon={FileCheck}
          label={t('import.check')}
          busyLabel={t('import.checking')}
          busy={importing.isPending && !confirming}
          disabled={confirming}
        />
      </form>
      <div
        ref={result}
        tabIndex={-1}
        data-testid="import-result"
        className="space-y-4 empty:hidden focus:outline-none"
      >
        {step?.state === 'checked' && step.preview.errors.length > 0 && (
          <>
            <Alert>
              <p className="font-semibold">
                {t('import.errorCount', {
                  count: step.preview.errors.length,
                  shown: shown(step.preview.errors.length),
                })}{' '}
                {t('import.nothingImported')}
              </p>
              {summary(step.preview) && <p className="mt-1 font-normal">{summary(step.preview)}</p>}
            </Alert>
            <ImportErrors errors={step.preview.errors} />
          </>
        )}
        {step?.state === 'checked' && step.preview.errors.length === 0 && (
          <>
            <Alert tone="info">
              <p className="font-semibold">{t('import.checked')}</p>
              <p className="mt-1 font-normal" data-testid="import-plan">
                {summary(step.preview)}
              </p>
            </Alert>
            {step.preview.created + step.preview.updated > 0 ? (
              <BusyButton
                icon={FileUp}
                label={t('import.confirm')}
                busyLabel={t('import.confirming')}
                busy={confirming}
                onClick={() => send(step.text, true)}
                className="w-full sm:w-auto"
              />
            ) : (
              <p className="text-sm text-slate-700">{t('import.upToDate')}</p>
            )}
          </>
        )}
        {step?.state === 'imported' && (
          <Alert tone="success">{t('import.imported', { summary: summary(step.outcome) })}</Alert>
        )}
        {step?.state === 'refused' && <Alert>{t(`import.fileReasons.${step.reason}`)}</Alert>}
        {step?.state === 'failed' && <Alert>{t('import.failed')}</Alert>}
      </div>
    </div>
  );
}
