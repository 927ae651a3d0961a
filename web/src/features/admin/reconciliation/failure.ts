import type { TFunction } from 'i18next';
import { ApiError } from '@/lib/api/api-error';

/** The reasons the server gives, in fields.file, for a file it cannot read. */
const FILE_REASONS = [
  'unknown-format',
  'invalid-date',
  'invalid-amount',
  'too-many-lines',
  'not-text',
  'required',
] as const;
type FileReason = (typeof FILE_REASONS)[number] | 'other';

const isFileReason = (value: string | undefined): value is FileReason =>
  (FILE_REASONS as readonly string[]).includes(value ?? '');

export interface Failure {
  message: string;
  /** Trying again may help (the server or the network failed); the file itself is fine. */
  retry: boolean;
}

/**
 * What the page says when a preview or a recording fails: the file's problem, naming its line
 * when the server gives it; otherwise that the server failed or could not be reached.
 */
export function describeFailure(
  error: unknown,
  action: 'preview' | 'record',
  t: TFunction<'adminReconciliation'>,
): Failure {
  if (error instanceof ApiError && error.code === 'validation' && error.fields.file) {
    const reason = isFileReason(error.fields.file) ? error.fields.file : 'other';
    const line = error.fields.line;
    const message = line ? t(`errors.fileAtLine.${reason}`, { line }) : t(`errors.file.${reason}`);
    return { message, retry: false };
  }
  if (error instanceof ApiError && error.status === 0) {
    return {
      message: t(action === 'record' ? 'errors.networkRecord' : 'errors.network'),
      retry: true,
    };
  }
  return {
    message: t(action === 'record' ? 'errors.recordFailed' : 'errors.previewFailed'),
    retry: true,
  };
}
