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
