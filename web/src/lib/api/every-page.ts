/** A page of an office list: the server's `nextCursor` is null on the last one. */
interface Page {
  nextCursor: string | null;
}

/**
 * Every row of a paged list: `readPage` is asked for the first page (no cursor), then for each
 * page after, until the last. For lists that must be whole (a calendar, a catalogue's choices).
 */
export async function everyPage<P extends Page, Row>(
  readPage: (cursor: string | undefined) => Promise<P>,
  rowsOf: (page: P) => Row[],
): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | undefined;
  do {
    const page = await readPage(cursor);
    rows.push(...rowsOf(page));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}
