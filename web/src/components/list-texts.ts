// The words of a list page, read from one section of a namespace by the keys every list uses.

type PagedTextKey = 'loading' | 'loadError' | 'loadMoreError' | 'shown';
type ShownValues = { count: number; shown: string };

/**
 * A paged list's words (`PagedList`'s `texts`) from one section of a namespace:
 * `<section>.loading`, `.loadError`, `.loadMoreError` and `.shown`; `retry` is the Retry button's.
 */
export function pagedListTexts<Section extends string>(
  t: (key: `${Section}.${PagedTextKey}`, values?: ShownValues) => string,
  section: Section,
  retry: string,
) {
  return {
    loading: t(`${section}.loading`),
    loadError: t(`${section}.loadError`),
    loadMoreError: t(`${section}.loadMoreError`),
    retry,
    shown: (values: ShownValues) => t(`${section}.shown`, values),
  };
}

type SearchTextKey = 'search' | 'searchPlaceholder' | 'clearSearch';

/**
 * A list's search field's words (`SearchField`'s label, placeholder and clear button) from one
 * section of a namespace: `<section>.search`, `.searchPlaceholder` and `.clearSearch`.
 */
export function searchFieldTexts<Section extends string>(
  t: (key: `${Section}.${SearchTextKey}`) => string,
  section: Section,
) {
  return {
    label: t(`${section}.search`),
    placeholder: t(`${section}.searchPlaceholder`),
    clearLabel: t(`${section}.clearSearch`),
  };
}
