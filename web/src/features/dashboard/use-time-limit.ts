import { useEffect, useState } from 'react';

/**
 * True once `active` has lasted `ms` without a break; `restart` starts a new wait (e.g. on
 * Retry).
 */
export function useTimeLimit(active: boolean, ms: number) {
  const [round, setRound] = useState(0);
  const [expiredRound, setExpiredRound] = useState<number | null>(null);

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setExpiredRound(round), ms);
    return () => clearTimeout(timer);
  }, [active, ms, round]);

  return {
    expired: active && expiredRound === round,
    restart: () => setRound((value) => value + 1),
  };
}
