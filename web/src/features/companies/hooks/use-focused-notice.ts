import { useEffect, useRef } from 'react';
import { useNotice } from '@/lib/hooks/use-notice';

/**
 * A section's notice (useNotice) that can take the focus as it shows: after an action whose row
 * leaves the list (an employee gone to the former ones, a workplace closed), `focused.success`
 * and `focused.error` move the focus to what happened rather than losing it with the row's
 * button. `noticeRef` goes on a wrapper of the notice with tabIndex -1.
 */
export function useFocusedNotice() {
  const notice = useNotice();
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNext = useRef(false);
  const { current } = notice;
  useEffect(() => {
    if (!current || !focusNext.current) return;
    focusNext.current = false;
    noticeRef.current?.focus();
  }, [current]);
  const show = (tone: 'success' | 'error') => (text: string) => {
    focusNext.current = true;
    notice[tone](text);
  };
  return { notice, noticeRef, focused: { success: show('success'), error: show('error') } };
}
