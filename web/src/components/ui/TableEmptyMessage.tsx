import type { ReactNode } from 'react';

/**
 * What an empty table says, placed after the <table> inside its scrolling region: as a block it
 * takes the region's visible width, so on a phone (where the table scrolls sideways) the text
 * stays in view instead of being centred across the table's full width.
 */
export function TableEmptyMessage({ children }: { children: ReactNode }) {
  return <p className="px-4 py-10 text-center text-slate-600">{children}</p>;
}
