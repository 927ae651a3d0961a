import { Download, FileUp } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/Alert';
import { FieldError } from '@/components/ui/FieldError';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { ApiError } from '@/lib/api/api-error';
import { formatWholeNumber } from '@/lib/format/number';
import { useLanguage } from '@/lib/i18n/use-language';
import { useImportEmployees } from '../api/import-employees';
import { importProblems, type ImportProblem } from '../import-errors';

/** The largest file read in the browser (the server takes at most 5,000 lines). */
const MAX_BYTES = 2_000_000;

type Result =
  | { state: 'imported'; count: number }
  | { state: 'refused'; problems: ImportProblem[] }
  | { state: 'failed' };

/**
 * "Import a CSV file": the file is read in the browser and sent as text; every line is added or
 * none. A refusal lists each line's problem; a template shows the headings expected.
 */
export function EmployeeImport({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const language = useLanguage();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportEmployees(companyId);
  const [result, setResult] = useState<Result | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(t('import.template'))}`;

  const refuse = (problems: ImportProblem[]) => setResult({ state: 'refused', problems });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setResult(null);
    const file = input.current?.files?.[0];
    setMissingFile(!file);
    if (!file) {
      input.current?.focus();
      return;
    }
    if (file.size > MAX_BYTES) {
      refuse([{ kind: 'file', reason: 'too-many-lines' }]);
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      refuse([{ kind: 'file', reason: 'not-text' }]);
      return;
    }
    importing.mutate(text, {
      onSuccess: (count) => {
        setResult({ state: 'imported', count });
        if (input.current) input.current.value = '';
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 400) {
          const problems = importProblems(error.fields);
          if (problems.length > 0) {
            refuse(problems);
            return;
          }
        }
        setResult({ state: 'failed' });
      },
    });
  };

  const problemText = (problem: ImportProblem) =>
    problem.kind === 'file'
      ? t(`import.fileReasons.${problem.reason}`)
      : t('import.lineProblem', {
          line: formatWholeNumber(problem.line, language),
          reason: t(`import.lineReasons.${problem.reason}`),
        });

  return (
    <form noValidate className="space-y-4" onSubmit={(event) => void submit(event)}>
      <div id={hintId} className="space-y-1 text-sm text-slate-700">
        <p>{t('import.intro')}</p>
        <p>
          {t('import.headings')}{' '}
          <span className="font-mono text-xs text-slate-900">{t('import.headingList')}</span>
        </p>
        <p>{t('import.rules')}</p>
      </div>
      <a
        href={template}
        download={t('import.templateName')}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        <Download aria-hidden="true" className="size-4" />
        {t('import.templateLink')}
      </a>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
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
            onChange={() => setMissingFile(false)}
            className="mt-1 block w-full max-w-full text-sm text-slate-900 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-900 hover:file:bg-slate-200"
          />
          <FieldError role="alert" className="mt-1">
            {missingFile && t('import.chooseFile')}
          </FieldError>
        </div>
        <SubmitButton
          icon={FileUp}
          label={t('import.submit')}
          busyLabel={t('import.submitting')}
          busy={importing.isPending}
        />
      </div>
      <div aria-live="polite" data-testid="import-result">
        {result?.state === 'imported' && (
          <Alert tone="success">
            {t('import.imported', {
              count: result.count,
              shown: formatWholeNumber(result.count, language),
            })}
          </Alert>
        )}
        {result?.state === 'refused' && (
          <Alert>
            <p className="font-semibold">{t('import.nothingImported')}</p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {result.problems.map((problem) => (
                <li key={problem.kind === 'file' ? 'file' : `line-${problem.line}`}>
                  {problemText(problem)}
                </li>
              ))}
            </ul>
          </Alert>
        )}
        {result?.state === 'failed' && <Alert>{t('import.failed')}</Alert>}
      </div>
    </form>
  );
}
