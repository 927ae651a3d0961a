import type { NoticeState } from '@/lib/hooks/use-notice';
import { Alert } from './ui/Alert';

interface NoticeAlertProps {
  notice: NoticeState;
  /** The accessible name of the button that dismisses it. */
  dismissLabel: string;
  className?: string;
}

/** The notice of useNotice, which its close button clears; nothing when there is none. */
export function NoticeAlert({ notice, dismissLabel, className }: NoticeAlertProps) {
  if (!notice.current) return null;
  return (
    <Alert
      tone={notice.current.tone}
      dismissLabel={dismissLabel}
      onDismiss={notice.clear}
      className={className}
    >
      {notice.current.text}
    </Alert>
  );
}
