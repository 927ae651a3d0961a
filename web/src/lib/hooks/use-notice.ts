import { useState } from 'react';

/** A message shown after an action: it went through, or it failed. */
interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/** The notice of a page or a section, shown after its last action until cleared. */
export function useNotice() {
  const [current, setCurrent] = useState<Notice | null>(null);
  return {
    current,
    success: (text: string) => setCurrent({ tone: 'success', text }),
    error: (text: string) => setCurrent({ tone: 'error', text }),
    clear: () => setCurrent(null),
  };
}

export type NoticeState = ReturnType<typeof useNotice>;
