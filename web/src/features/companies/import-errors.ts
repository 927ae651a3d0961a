/** A problem the server found in a CSV file: the whole file's, or one line's. */
export type ImportProblem =
  { kind: 'file'; reason: FileReason } | { kind: 'line'; line: number; reason: LineReason };

const LINE_REASONS = [
  'missing-name',
  'invalid-email',
  'unknown-workplace',
  'invalid-shift',
  'shift-without-workplace',
  'too-long',
] as const;
type LineReason = (typeof LINE_REASONS)[number] | 'invalid';

const FILE_REASONS = ['not-text', 'too-many-lines', 'empty', 'missing-name-columns'] as const;
type FileReason = (typeof FILE_REASONS)[number] | 'invalid';

const known = <Reason extends string>(list: readonly Reason[], reason: string) =>
  (list as readonly string[]).includes(reason) ? (reason as Reason) : 'invalid';

const LINE = /^line (\d+)$/;

/**
 * The server's `fields` of a refused import ({"line 4": "invalid-email", "file": "empty"}): the
 * file's problem first, then each line's, in the file's order.
 */
export function importProblems(fields: Readonly<Record<string, string>>): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const lines: ImportProblem[] = [];
  for (const [name, reason] of Object.entries(fields)) {
    const match = LINE.exec(name);
    if (match)
      lines.push({ kind: 'line', line: Number(match[1]), reason: known(LINE_REASONS, reason) });
    else problems.push({ kind: 'file', reason: known(FILE_REASONS, reason) });
  }
  lines.sort((a, b) => (a.kind === 'line' && b.kind === 'line' ? a.line - b.line : 0));
  return [...problems, ...lines];
}
