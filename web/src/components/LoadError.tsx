import { RotateCw } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';

interface LoadErrorProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** While a retry runs: the button is disabled and its icon spins. */
  retrying?: boolean;
  /** Spacing from the surrounding layout, e.g. `mt-10`. */
  className?: string;
}

/** A failed read, with a Retry button: the one way every page shows it. */
export function LoadError({
  message,
  retryLabel,
  onRetry,
  retrying = false,
  className,
}: LoadErrorProps) {
  return (
    <Alert
      className={className}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={`size-4 ${retrying ? 'animate-spin' : ''}`} />
          {retryLabel}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
