import { RotateCw } from 'lucide-react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';

interface LoadErrorProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A failed read, with a Retry button. */
export function LoadError({ message, retryLabel, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert
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
