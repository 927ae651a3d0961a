import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The `?token=` of a mailed link (address proof, unsubscribe), sent to `send` once per token on
 * arrival: a second render (or React's strict mode) must not send it again. Returns the token, ''
 * when the link has none.
 */
export function useMailedLinkToken(send: (token: string) => void): string {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const sent = useRef('');
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    send(token);
  }, [token, send]);
  return token;
}
