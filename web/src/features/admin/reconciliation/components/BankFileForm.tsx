import { Eye, FileUp } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '@/components/ui/SubmitButton';
import { SectionCard } from '@/components/ui/SectionCard';
import { bytesToBase64 } from '@/lib/base64';

/** The largest file read: a year of a busy account's transactions is far smaller. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;

export interface ChosenFile {
  name: string;
  /** Its bytes as they are, in base64: the server reads UTF-8 or Windows-1252 (issue 42). */
  base64: string;
}

type Problem = 'tooLarge' | 'unreadable';

interface BankFileFormProps {
  /** The preview is under way. */
  busy: boolean;
  /** A file was picked (the page forgets the last failure). */
  onChoose: () => void;
  onPreview: (file: ChosenFile) => void;
  /** Focus the file field at once (after starting over). */
  autoFocus?: boolean;
}

/** What to export from the bank, the file field and the Preview button. */
export function BankFileForm({ busy, onChoose, onPreview, autoFocus }: BankFileFormProps) {
  const { t } = useTranslation('adminReconciliation');
  const id = useId();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function choose(file: File | undefined) {
    onChoose();
    setChosen(null);
    setProblem(null);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setProblem('tooLarge');
    try {
      setChosen({
        name: file.name,
        base64: bytesToBase64(new Uint8Array(await file.arrayBuffer())),
      });
    } catch {
      setProblem('unreadable');
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen) onPreview(chosen);
  }

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <SectionCard title={t('upload.title')} icon={FileUp}>
      <p className="text-slate-700">{t('upload.explanation')}</p>
      <p className="text-slate-700">{t('upload.how')}</p>
      <form onSubmit={submit} className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={id} className="block text-sm font-semibold text-slate-900">
            {t('upload.file')}
          </label>
          <p id={hintId} className="text-sm text-slate-600">
            {t('upload.fileHint')}
          </p>
          <input
            id={id}
            type="file"
            accept=".csv,text/csv"
            autoFocus={autoFocus}
            disabled={busy}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => void choose(event.target.files?.[0])}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-4 file:font-semibold file:text-slate-900 hover:file:bg-slate-50"
          />
          {problem && (
            <p id={errorId} role="alert" className="text-sm font-medium text-brand-700">
              {t(`upload.errors.${problem}`)}
            </p>
          )}
        </div>
        <SubmitButton
          icon={Eye}
          label={t('upload.preview')}
          busyLabel={t('upload.previewing')}
          busy={busy}
          disabled={!chosen}
        />
      </form>
    </SectionCard>
  );
}
