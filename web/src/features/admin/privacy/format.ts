import { formatQuebecDate, formatQuebecTime } from '@/lib/format/quebec-time';

/** "5 déc. 2026, 9 h 00" / "Dec 5, 2026, 9:00 a.m.": an instant in Quebec time, short. */
export function formatMoment(value: string, language: string | undefined): string {
  return `${formatQuebecDate(value, language)}, ${formatQuebecTime(value, language)}`;
}

/**
 * The start of a long text on one line, cut between words near `max` characters with "…"; the
 * whole text when it is short enough.
 */
export function excerpt(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  const start = space > max / 2 ? cut.slice(0, space) : line.slice(0, max);
  return `${start.replace(/[\s.,;:!?]+$/, '')}…`;
}
