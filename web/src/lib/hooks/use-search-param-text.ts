import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A search box whose words live in the address (`?q=`), so the back button and a shared link
 * bring the search back. Returns the text to show in the box, the function to call as it changes,
 * and `words`, the search the address holds (trimmed): what to fetch.
 *
 * Typing writes the address once it has stopped for `delay` milliseconds, replacing the current
 * entry rather than adding one per key. When the address changes otherwise (back, forward, a
 * link, clearing the filters), the box follows it.
 */
export function useSearchParamText(name = 'q', delay = 300) {
  const [params, setParams] = useSearchParams();
  const words = params.get(name)?.trim() ?? '';
  const [text, setText] = useState(words);
  // The words the box last agreed with the address on, and the address's words last seen.
  const [agreed, setAgreed] = useState(words);
  const [seen, setSeen] = useState(words);
  if (words !== seen) {
    setSeen(words);
    if (words !== agreed) {
      setAgreed(words);
      setText(words);
    }
  }

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const pending = timer;
    return () => clearTimeout(pending.current);
  }, []);
  // The setter of the latest render: it starts from the address as it is when the timer fires,
  // with any filter changed while the admin typed.
  const latestSetParams = useRef(setParams);
  const latestWords = useRef(words);
  useEffect(() => {
    latestSetParams.current = setParams;
    latestWords.current = words;
  }, [setParams, words]);

  function change(value: string) {
    setText(value);
    clearTimeout(timer.current);
    // The page this search belongs to: a link followed before the timer fires (the list stays on
    // screen while the next page loads) must not get the search written into its address.
    const page = window.location.pathname;
    timer.current = setTimeout(() => {
      const next = value.trim();
      setAgreed(next);
      if (next === latestWords.current || window.location.pathname !== page) return;
      latestSetParams.current(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(name, next);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      );
    }, delay);
  }

  return { text, change, words };
}
