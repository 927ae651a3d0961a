import { useSearchParams } from 'react-router';

/**
 * A list's status filter kept in the address (`?status=`), so the back button and a shared link
 * bring it back: the status the address holds among `filters`, else `fallback` (left out of the
 * address), and the function that changes it.
 */
export function useStatusParam<Filter extends string>(
  filters: readonly Filter[],
  fallback: Filter,
): [Filter, (value: Filter) => void] {
  const [params, setParams] = useSearchParams();
  const status = filters.find((filter) => filter === params.get('status')) ?? fallback;

  function change(value: Filter) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === fallback) next.delete('status');
      else next.set('status', value);
      return next;
    });
  }

  return [status, change];
}
