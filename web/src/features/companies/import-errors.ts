import { ApiError } from '@/lib/api/api-error';

const FILE_REASONS = [
  'not-text',
  'empty',
  'missing-name-columns',
  'too-many-lines',
  'has-errors',
] as const;

/**
 * Why a whole file was refused: it cannot be read (not text, empty, no name columns, too long),
 * or a line turned bad between the preview and the import (has-errors); 'invalid' for another.
 */
export type FileReason = (typeof FILE_REASONS)[number] | 'invalid';

/** The reason of a 400 that names the file (`fields.file`); null for any other failure. */
export function fileProblemOf(error: unknown): FileReason | null {
  const reason = error instanceof ApiError && error.status === 400 ? error.fields.file : undefined;
  if (!reason) return null;
  return (FILE_REASONS as readonly string[]).includes(reason) ? (reason as FileReason) : 'invalid';
}
