import { useSearchParams } from 'react-router';

/**
 * Sets one filter of the page's address (removed when empty), keeping the section and the other
 * filters: back brings the list before it back.
 */
export function useFilterParam() {
  const [, setParams] = useSearchParams();
  return (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
}
